import { camelCase } from '../case-names';
import { filesMatching, type GeneratedIndex } from './generated-index';

/** Every client feature's `routes.ts`, joined into the list the route tables are derived from. */
export const featureRoutesIndex: GeneratedIndex = {
  output: 'src/app/feature-routes.generated.ts',
  render(root) {
    const features = filesMatching(root, 'src/features', /^routes\.ts$/).map(
      (file) => file.split('/')[2] ?? file,
    );
    const names = features.map((feature) => `${camelCase(feature)}Routes`);
    const imports = features.map(
      (feature, i) => `import { ${names[i]} } from '@/features/${feature}/routes';`,
    );
    return `import type { FeatureRoute } from '@/shared/routing/feature-route';
${imports.join('\n')}

/** Every feature's pages, from each feature's own \`routes.ts\`. */
export const featureRoutes: FeatureRoute[] = [${names.map((name) => `...${name}`).join(', ')}];
`;
  },
};
