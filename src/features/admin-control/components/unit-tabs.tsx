import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { controlCalls, controlQueries } from '../api';
import { OrgUnitTab } from './org-unit-tab';

/** Which of each list's payload fields are a unit's id, name and flag: each list keeps the spec's own names. */
const u = {
  groups: { kind: 'groups', id: 'departmentId', name: 'departmentName', active: 'estatus' },
  branches: { kind: 'branches', id: 'branchOfficeId', name: 'branchOfficeName', active: 'active' },
  categories: { kind: 'categories', id: 'jobRoleId', name: 'name', active: 'active' },
} as const;

type UnitRow<I extends string, N extends string, A extends string> = Record<I, number> &
  Record<N, string> &
  Record<A, boolean> & { description: string };

type UnitBody<I extends string, N extends string> = Partial<Record<I, number>> &
  Record<N, string> & { description: string };

/** The tab of one kind of organisation unit, reading and writing its list under the list's own field names. */
function unitTab<
  I extends string,
  N extends string,
  A extends string,
  R extends UnitRow<I, N, A>,
  K extends QueryKey,
>(
  names: { kind: keyof typeof u; id: I; name: N; active: A },
  query: () => UseQueryOptions<R[], Error, R[], K>,
  save: (body: UnitBody<I, N>) => Promise<{ message: string }>,
  deactivate: (id: number) => Promise<{ message: string }>,
) {
  return function UnitTab() {
    const { data } = useQuery(query());
    const rows = data?.map((row) => ({
      id: row[names.id],
      name: row[names.name],
      description: row.description,
      active: row[names.active],
    }));
    return (
      <OrgUnitTab
        kind={names.kind}
        units={rows}
        // A computed key widens to `string`, so the body is told which names it carries.
        save={(unit) =>
          save({ [names.id]: unit.id, [names.name]: unit.name, description: unit.description } as UnitBody<
            I,
            N
          >)
        }
        deactivate={deactivate}
      />
    );
  };
}

const q = controlQueries;
const c = controlCalls;

/** Grupos are departments in the spec's payload names; Categorias are the job roles. */
export const GroupsTab = unitTab(u.groups, q.departments, c.saveDepartment, c.deactivateDepartment);
export const BranchesTab = unitTab(u.branches, q.branchOffices, c.saveBranchOffice, c.deactivateBranchOffice);
export const CategoriesTab = unitTab(u.categories, q.jobRoles, c.saveJobRole, c.deactivateJobRole);
