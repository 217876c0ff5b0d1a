import type { Parameter } from './document.js';

const PARAM = /\{([^}]+)\}/g;

/**
 * OpenAPI path template to find-my-way syntax. A parameter that fills its whole segment becomes ":name"; one
 * that shares its segment with text (/Site/{product}ContactUs) becomes a regex parameter built from the
 * parameter's schema pattern, which find-my-way needs to know where the parameter ends.
 */
export function toFastifyPath(template: string, parameters: Parameter[]): string {
  return template
    .split('/')
    .map((segment) => {
      const names = [...segment.matchAll(PARAM)].map((m) => m[1] ?? '');
      if (names.length === 0) return segment;
      if (names.length === 1 && segment === `{${names[0]}}`) return `:${names[0]}`;
      return segment.replace(
        PARAM,
        (_, name: string) => `:${name}(${segmentPattern(template, name, parameters)})`,
      );
    })
    .join('/');
}

function segmentPattern(template: string, name: string, parameters: Parameter[]): string {
  const pattern = parameters.find((p) => p.in === 'path' && p.name === name)?.schema.pattern;
  if (typeof pattern !== 'string') {
    throw new Error(
      `${template}: parameter {${name}} shares its segment with text and needs a schema pattern`,
    );
  }
  // find-my-way matches the regex inside the segment, so the schema's anchors go.
  return pattern.replace(/^\^/, '').replace(/\$$/, '');
}
