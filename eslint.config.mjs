/**
 * `npm run lint`. Beyond the recommended rules, it keeps each room of the
 * house off the others' internals (docs/architecture in README › Layout):
 *
 * - rules/ (the engine) imports nothing of ours;
 * - kb/contract/ (the HTTP contract) imports nothing at all but itself;
 * - frontend/ imports its own code and the contract (as `@contract`), nothing
 *   else of the repository; inside it, a feature (frontend/src/features/<name>)
 *   is used by other features and by the shared UI through its data hooks
 *   (its `api/`) only: what several features show lives in
 *   frontend/src/components (logic in frontend/src/lib);
 * - kb/ and backend/ import nothing of frontend/, and kb/ nothing of backend/.
 *
 * Paths are resolved (eslint-plugin-import-x), so `../../rules/engine` and
 * `../rules/engine.ts` are the same import.
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';


const FEATURES = readdirSync(`${import.meta.dirname}/frontend/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

/** kb/ and backend/ may import rules/index.ts only: the reasoner's one front door (the frontend none of rules/). */
const rulesFrontDoor = [zone(['./kb', './backend'], './rules', 'Use the reasoner through its front door, rules/index.ts.', ['./index.ts'])];

/** Where each room may not import from. */
const ROOMS = {
  rules: ['./kb', './backend', './frontend', './test', './scripts'].map((from) => zone('./rules', from, 'rules/ (the engine) imports nothing of ours.')),
  kb: [
    zone('./kb', './backend', 'kb/ does not depend on the backend.'),
    zone('./kb', './frontend', 'kb/ does not depend on the frontend.'),
    ...rulesFrontDoor,
  ],
  backend: [zone('./backend', './frontend', 'The backend does not import the frontend.'), ...rulesFrontDoor],
  frontend: [
    ...['./backend', './rules', './kb', './test', './scripts', './content'].map((from) =>
      zone('./frontend', from, 'The frontend imports its own code and the HTTP contract, as `@contract`, only.'),
    ),
    ...['./frontend/src/components', './frontend/src/lib'].flatMap((target) =>
      FEATURES.map((feature) =>
        zone(target, `./frontend/src/features/${feature}`, 'Shared UI uses a feature\'s api/ only: move what both need here.', ['./api']),
      ),
    ),
    ...FEATURES.flatMap((feature) =>
      FEATURES.filter((other) => other !== feature).map((other) =>
        zone(
          `./frontend/src/features/${feature}`,
          `./frontend/src/features/${other}`,
          `A feature uses another feature's api/ only; what both show belongs in frontend/src/components.`,
          ['./api'],
        ),
      ),
    ),
  ],
};

const restrictPaths = (zones) => ({ 'import-x/no-restricted-paths': ['error', { zones, basePath: import.meta.dirname }] });

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'content/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Playwright's fixtures take their dependencies as an object pattern, empty when there are none.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  // The scripts are CommonJS for Node.
  { files: ['**/*.js', '**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  // Tests read JSON bodies of any shape; what they assert is the check.
  { files: ['test/**/*.ts', '**/*.spec.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { files: ['rules/**/*.ts'], ignores: ['rules/**/*.spec.ts'], rules: restrictPaths(ROOMS.rules) },
  { files: ['kb/**/*.ts'], ignores: ['kb/contract/**'], rules: restrictPaths(ROOMS.kb) },
  {
    files: ['kb/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./)', message: 'The HTTP contract imports nothing but its own files.' }] }] },
  },
  { files: ['backend/**/*.ts'], rules: restrictPaths(ROOMS.backend) },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks; the plugin's other rules are the React Compiler's, which this app does not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error', ...restrictPaths(ROOMS.frontend) },
  },
);
