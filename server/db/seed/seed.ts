import type { PasswordHasher } from '../../auth/passwords.js';
import type { Clock } from '../../clock.js';
import { DEMO_COMPANY_ID } from './demo-company.js';
import type { Database, Queryable } from '../database.js';
import { genderIdentities, maritalStatuses, mexicanStates, nationalities } from './catalog-data.js';
import { DEMO_PASSWORD, demoNotifications, demoPeople } from './demo-people.js';
import { creditPoints } from '../../points/points-ledger.js';

/** The statement's concept of the points a demo person starts with. */
const OPENING_CONCEPT = 'Saldo inicial';

/** Branding of the demo company; both colours reach WCAG AA (4.5:1) behind white text. */
export const demoBranding = {
  companyName: 'Muro Pride Demo',
  corporateDomain: 'demo.muropride.mx',
  contactEmail: 'contacto@demo.muropride.mx',
  logo: '/files/company/muro-pride-demo.svg',
  primaryColor: '#6f2dbd',
  secondaryColor: '#c2185b',
} as const;

async function insertCatalogs(tx: Queryable): Promise<void> {
  const lists: [string, string, string[]][] = [
    ['marital_statuses', 'marital_status_id', maritalStatuses],
    ['nationalities', 'nationality_id', nationalities],
    ['country_states', 'country_state_id', mexicanStates],
  ];
  for (const [table, id, values] of lists) {
    for (const [index, description] of values.entries()) {
      await tx.query(`insert into ${table} (${id}, description) values ($1, $2)`, [index + 1, description]);
    }
  }
  for (const [order, g] of genderIdentities.entries()) {
    await tx.query(
      `insert into gender_identities (gender_identity_id, company_id, gender_name, flag_file, sort_order)
       values ($1, $2, $3, $4, $5)`,
      [g.id, DEMO_COMPANY_ID, g.name, g.flag, order],
    );
  }
}

async function insertCompany(tx: Queryable): Promise<void> {
  const b = demoBranding;
  await tx.query(
    `insert into companies (company_id, company_name, corporate_domain, contact_email, activate_registration,
       product_subscription) values ($1, $2, $3, $4, true, 'MuroPride')`,
    [DEMO_COMPANY_ID, b.companyName, b.corporateDomain, b.contactEmail],
  );
  await tx.query(
    `insert into company_customizations (company_id, company_logo, primary_color, secondary_color)
     values ($1, $2, $3, $4)`,
    [DEMO_COMPANY_ID, b.logo, b.primaryColor, b.secondaryColor],
  );
}

async function insertPeople(tx: Queryable, hashes: string[], now: Date): Promise<void> {
  for (const [index, p] of demoPeople.entries()) {
    const [person] = await tx.query<{ user_id: number }>(
      `insert into users (company_id, email, password_hash, first_name, middle_name, last_name, role_name,
         email_confirmed, membership_required, birthday, seniority, pronoun, nickname, gender_identity_id,
         url_profile_image, mobile, town, nationality_id, created_at, gender)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 1, $18, $19)
       returning user_id`,
      [
        DEMO_COMPANY_ID,
        p.email,
        hashes[index],
        p.firstName,
        p.middleName ?? null,
        p.lastName,
        p.roleName,
        p.confirmed ?? true,
        p.membershipRequired ?? false,
        p.birthday,
        p.seniority ?? null,
        p.pronoun ?? null,
        p.nickname ?? null,
        p.genderIdentityId ?? null,
        p.photo ?? null,
        p.mobile ?? null,
        p.town ?? null,
        now,
        p.gender,
      ],
    );
    if (person && p.reward) {
      await creditPoints(tx, {
        userId: person.user_id,
        points: p.reward,
        reason: OPENING_CONCEPT,
        sourceKind: 'opening',
        sourceId: person.user_id,
        at: now,
      });
    }
  }
  for (const [index, [email, message, event, link]] of demoNotifications.entries()) {
    // Staggered an hour apart so "newest first" has a visible order.
    const createdAt = new Date(now.getTime() - index * 3_600_000);
    await tx.query(
      `insert into notifications (user_id, message, event_message, link, created_at)
       select user_id, $2, $3, $4, $5 from users where email = $1`,
      [email, message, event, link, createdAt],
    );
  }
}

/** Seeds company 871 and its demo data when the database has no company yet; true when it seeded. */
export async function seedIfEmpty(db: Database, passwords: PasswordHasher, clock: Clock): Promise<boolean> {
  const [row] = await db.query<{ count: number }>('select count(*) as count from companies');
  if ((row?.count ?? 0) > 0) return false;
  // Hashing is slow by design: done before the transaction so the database lock is held briefly.
  const hashes = await Promise.all(demoPeople.map(() => passwords.hash(DEMO_PASSWORD)));
  const now = clock();
  return db.transaction(async (tx) => {
    const [again] = await tx.query<{ count: number }>('select count(*) as count from companies');
    if ((again?.count ?? 0) > 0) return false;
    await insertCompany(tx);
    await insertCatalogs(tx);
    await insertPeople(tx, hashes, now);
    return true;
  });
}
