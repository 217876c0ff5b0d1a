import type { AreaNames } from './names';

/**
 * The area's contract: one operation that lists its items, the reply's schemas, and the two lines that join
 * them to openapi/gateway.yaml (its tag, and its path referenced by the file's operation).
 */

function pathsFile({ name, pascal }: AreaNames): string {
  return `list:
  get:
    operationId: list${pascal}
    tags: [${name}]
    summary: The items of ${name} in the caller's company.
    responses:
      '200':
        description: Done.
        content:
          application/json:
            schema:
              $ref: '../components/${name}.yaml#/${pascal}ListReply'
      '4XX':
        $ref: '../components/responses.yaml#/Error'
`;
}

function componentsFile({ name, pascal }: AreaNames): string {
  return `${pascal}Item:
  type: object
  description: One item of ${name}.
  required: [id, title]
  properties:
    id:
      type: integer
    title:
      type: string
${pascal}ListReply:
  allOf:
    - $ref: './envelope.yaml#/Envelope'
    - type: object
      required: [data]
      properties:
        data:
          type: array
          items:
            $ref: '#/${pascal}Item'
`;
}

export function contractFiles(names: AreaNames): Record<string, string> {
  return {
    [`openapi/paths/${names.name}.yaml`]: pathsFile(names),
    [`openapi/components/${names.name}.yaml`]: componentsFile(names),
  };
}

/** gateway.yaml with the area's tag at the end of `tags` and its path at the end of `paths`. */
export function withAreaEntries(gateway: string, { name }: AreaNames): string {
  const tag = `  - name: ${name}\n    description: The items of ${name}.\n`;
  const path = `  /${name}:\n    $ref: ./paths/${name}.yaml#/list\n`;
  for (const section of ['\npaths:\n', '\ncomponents:\n']) {
    if (!gateway.includes(section))
      throw new Error(`openapi/gateway.yaml has no "${section.trim()}" section`);
  }
  return gateway
    .replace('\npaths:\n', `\n${tag}paths:\n`)
    .replace('\ncomponents:\n', `\n${path}components:\n`);
}
