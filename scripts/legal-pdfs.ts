/**
 * Writes the three legal documents the footer links to (spec 000 §1) into public/ as real PDFs:
 * ambienteseguro.pdf, avisoprivacidad.pdf and terminosycondiciones.pdf.
 * Run with `node --import tsx scripts/legal-pdfs.ts`; the output is reproducible (fixed dates).
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

interface Section {
  heading: string;
  paragraphs: string[];
}

interface LegalDocument {
  file: string;
  title: string;
  intro: string;
  sections: Section[];
}

const UPDATED = 'Última actualización: 1 de enero de 2025.';
const CONTACT = 'privacidad@muropride.mx';
const FIXED_DATE = new Date(Date.UTC(2025, 0, 1));

const documents: LegalDocument[] = [
  {
    file: 'ambienteseguro.pdf',
    title: 'Declaración de ambiente seguro',
    intro:
      'Muro Pride es una comunidad de inclusión para personas LGBTQ+, sus aliadas y las empresas que las acompañan. Esta declaración describe el compromiso de todas las personas usuarias, administradoras y colaboradoras para mantener un espacio digital seguro, respetuoso y libre de discriminación.',
    sections: [
      {
        heading: '1. Nuestro compromiso',
        paragraphs: [
          'Nos comprometemos a ofrecer un espacio donde cada persona pueda expresar su identidad de género, su orientación sexual y su forma de ser sin temor a burlas, acoso, exclusión o represalias.',
          'Este compromiso se inspira en el artículo 1o. de la Constitución Política de los Estados Unidos Mexicanos y en la Ley Federal para Prevenir y Eliminar la Discriminación.',
        ],
      },
      {
        heading: '2. Principios de convivencia',
        paragraphs: [
          'Respeto: tratamos a las demás personas con dignidad, usamos los nombres y pronombres con los que cada quien se identifica y cuidamos el tono de nuestras publicaciones, comentarios y mensajes.',
          'No discriminación: ninguna persona será tratada de forma distinta por su origen étnico, género, identidad o expresión de género, orientación sexual, edad, discapacidad, condición de salud, religión, opiniones o condición social.',
          'Confidencialidad: lo que otra persona comparte sobre su vida, su identidad o su salud no se difunde fuera de la comunidad sin su consentimiento expreso.',
        ],
      },
      {
        heading: '3. Conductas no permitidas',
        paragraphs: [
          'Acoso, hostigamiento, amenazas o intimidación; discurso de odio; revelar la orientación sexual o la identidad de género de otra persona sin su permiso; contenido sexual no solicitado; suplantación de identidad; difusión de datos personales de terceros; y cualquier publicación que incite a la violencia.',
        ],
      },
      {
        heading: '4. Cómo reportar',
        paragraphs: [
          'Las publicaciones y los comentarios del muro pueden reportarse desde la propia publicación. También puedes escribir al equipo de Muro Pride mediante el formulario de contacto del sitio. Cada reporte se atiende de forma confidencial.',
          'Nadie sufrirá represalias por presentar un reporte de buena fe o por colaborar en su atención.',
        ],
      },
      {
        heading: '5. Consecuencias',
        paragraphs: [
          'Según la gravedad de la conducta, el equipo puede retirar contenido, advertir a la persona responsable, suspender temporalmente su cuenta o darla de baja de forma definitiva, sin perjuicio de las acciones legales que procedan.',
        ],
      },
      {
        heading: '6. Vigencia',
        paragraphs: [
          'Esta declaración forma parte de los Términos y condiciones de uso de Muro Pride y se aplica a todas las secciones del sitio, incluido el chat.',
          UPDATED,
        ],
      },
    ],
  },
  {
    file: 'avisoprivacidad.pdf',
    title: 'Aviso de privacidad integral',
    intro:
      'Muro Pride (en adelante, "el Responsable"), con domicilio en la Ciudad de México, México, es responsable del tratamiento de tus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP), su Reglamento y los Lineamientos del Aviso de Privacidad.',
    sections: [
      {
        heading: '1. Datos personales que recabamos',
        paragraphs: [
          'Datos de identificación y contacto: nombre, apellidos, correo electrónico, correo adicional, teléfono móvil, fecha de nacimiento, nacionalidad, estado, código postal, RFC y fotografía de perfil.',
          'Datos laborales: empresa, número de colaborador, sucursal, grupo, puesto y antigüedad.',
          'Datos patrimoniales: historial de compras, donativos y puntos de recompensa. Los datos de tus tarjetas los procesa directamente el proveedor de pagos; el Responsable no los almacena.',
        ],
      },
      {
        heading: '2. Datos personales sensibles',
        paragraphs: [
          'De forma voluntaria puedes compartir tu identidad de género, tus pronombres y la bandera con la que te identificas. Estos datos se consideran sensibles; los tratamos solo con tu consentimiento expreso y por escrito, que otorgas al capturarlos en tu perfil, y adoptamos medidas de seguridad reforzadas para protegerlos.',
        ],
      },
      {
        heading: '3. Finalidades primarias',
        paragraphs: [
          'Crear y administrar tu cuenta; verificar tu identidad; mostrarte el contenido de la comunidad; gestionar recompensas, cupones, compras y donativos; atender tus mensajes y solicitudes; enviarte notificaciones del servicio; y cumplir obligaciones legales.',
        ],
      },
      {
        heading: '4. Finalidades secundarias',
        paragraphs: [
          'Elaborar estadísticas anónimas de participación, enviarte encuestas de opinión y comunicarte promociones de beneficios. Si no deseas que tus datos se usen para estas finalidades, escríbenos a ' +
            CONTACT +
            '; tu negativa no afectará los servicios que solicitaste.',
        ],
      },
      {
        heading: '5. Transferencias',
        paragraphs: [
          'Compartimos datos con la empresa en la que colaboras, para administrar los programas de inclusión y reconocimiento, y con proveedores de pago y de correo que actúan como encargados. No vendemos tus datos. Las transferencias que requieran tu consentimiento solo se harán si lo otorgas.',
        ],
      },
      {
        heading: '6. Derechos ARCO y revocación del consentimiento',
        paragraphs: [
          'Puedes acceder a tus datos, rectificarlos, cancelarlos u oponerte a su tratamiento (derechos ARCO), así como revocar tu consentimiento, enviando una solicitud a ' +
            CONTACT +
            ' con tu nombre, un medio para responderte, una identificación oficial y la descripción clara de lo que solicitas.',
          'Responderemos en un plazo máximo de 20 días hábiles y, si procede, haremos efectiva la solicitud dentro de los 15 días hábiles siguientes.',
        ],
      },
      {
        heading: '7. Cookies y tecnologías similares',
        paragraphs: [
          'Usamos cookies y almacenamiento local para mantener tu sesión, recordar tus preferencias y medir el uso del sitio. Al entrar por primera vez puedes aceptarlas o rechazarlas; también puedes borrarlas desde la configuración de tu navegador.',
        ],
      },
      {
        heading: '8. Cambios al aviso de privacidad',
        paragraphs: [
          'Cualquier cambio a este aviso se publicará en el sitio de Muro Pride. Si consideras que tu derecho a la protección de datos ha sido vulnerado, puedes acudir al órgano garante en materia de protección de datos personales.',
          UPDATED,
        ],
      },
    ],
  },
  {
    file: 'terminosycondiciones.pdf',
    title: 'Términos y condiciones de uso',
    intro:
      'Estos términos regulan el uso del portal Muro Pride. Al registrarte o usar el sitio aceptas estos términos, la Declaración de ambiente seguro y el Aviso de privacidad. Si no estás de acuerdo, por favor no uses el portal.',
    sections: [
      {
        heading: '1. Registro y cuenta',
        paragraphs: [
          'Para registrarte debes tener al menos 18 años y proporcionar información verdadera. Eres responsable de la confidencialidad de tu contraseña y de toda actividad realizada con tu cuenta. Avísanos de inmediato si detectas un uso no autorizado.',
        ],
      },
      {
        heading: '2. Uso aceptable',
        paragraphs: [
          'Te comprometes a usar el portal de forma lícita y respetuosa, conforme a la Declaración de ambiente seguro. Está prohibido publicar contenido ilegal, discriminatorio, violento o que infrinja derechos de terceros, así como intentar vulnerar la seguridad del sitio.',
        ],
      },
      {
        heading: '3. Contenido de las personas usuarias',
        paragraphs: [
          'Conservas los derechos sobre lo que publicas y otorgas a Muro Pride una licencia gratuita y no exclusiva para mostrarlo dentro del portal. Podemos retirar contenido que incumpla estos términos.',
        ],
      },
      {
        heading: '4. Recompensas y cupones',
        paragraphs: [
          'Los puntos de recompensa no tienen valor monetario, no son transferibles y solo pueden canjearse por los productos del catálogo vigente. Cada cupón está sujeto a las restricciones del proveedor que lo emite.',
        ],
      },
      {
        heading: '5. Compras, donativos y pagos',
        paragraphs: [
          'Los precios se expresan en pesos mexicanos (MXN) e incluyen impuestos cuando así se indique. Los pagos se procesan mediante proveedores externos; una orden se considera pagada cuando el proveedor confirma el cargo. Los donativos se entregan a las fundaciones indicadas y no son reembolsables.',
        ],
      },
      {
        heading: '6. Propiedad intelectual',
        paragraphs: [
          'Las marcas, logotipos, diseños y contenidos del portal pertenecen a Muro Pride o a sus titulares y están protegidos por la legislación aplicable. No pueden reproducirse sin autorización.',
        ],
      },
      {
        heading: '7. Responsabilidad',
        paragraphs: [
          'El portal se ofrece en el estado en que se encuentra. Hacemos lo posible por mantenerlo disponible y seguro, pero no garantizamos que funcione sin interrupciones. Los productos y servicios de terceros son responsabilidad de quien los ofrece.',
        ],
      },
      {
        heading: '8. Cambios y legislación aplicable',
        paragraphs: [
          'Podemos actualizar estos términos; la versión vigente estará siempre disponible en el portal. Estos términos se rigen por las leyes de los Estados Unidos Mexicanos, y cualquier controversia se someterá a los tribunales competentes de la Ciudad de México.',
          UPDATED,
        ],
      },
    ],
  },
];

const PAGE = { width: 612, height: 792, margin: 64 };
const INK = rgb(0.13, 0.13, 0.16);
const BRAND = rgb(0.42, 0.15, 0.62);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays text out top to bottom, starting new pages as needed. */
class Writer {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(content: string, options: { size: number; bold?: boolean; color?: typeof INK; after: number }) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const leading = options.size * 1.4;
    for (const line of wrap(content, font, options.size, PAGE.width - 2 * PAGE.margin)) {
      if (this.y - leading < PAGE.margin) this.newPage();
      this.y -= leading;
      this.page.drawText(line, {
        x: PAGE.margin,
        y: this.y,
        size: options.size,
        font,
        color: options.color ?? INK,
      });
    }
    this.y -= options.after;
  }
}

async function render(doc: LegalDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.title} | Muro Pride`);
  pdf.setAuthor('Muro Pride');
  pdf.setSubject(doc.title);
  pdf.setLanguage('es-MX');
  pdf.setCreator('scripts/legal-pdfs.ts');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = new Writer(pdf, fonts);
  writer.text('Muro Pride', { size: 12, bold: true, color: BRAND, after: 4 });
  writer.text(doc.title, { size: 20, bold: true, after: 12 });
  writer.text(doc.intro, { size: 11, after: 10 });
  for (const section of doc.sections) {
    writer.text(section.heading, { size: 13, bold: true, color: BRAND, after: 4 });
    for (const paragraph of section.paragraphs) writer.text(paragraph, { size: 11, after: 8 });
  }
  return pdf.save();
}

const publicDir = resolve(import.meta.dirname, '..', 'public');
for (const doc of documents) {
  const target = join(publicDir, doc.file);
  writeFileSync(target, await render(doc));
  console.log(`Escrito ${target}`);
}
