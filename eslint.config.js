// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import rules of docs/architecture.md ("Allowed imports"), enforced at error level. The
 * tsconfigs reject most crossings already (shared has no Node or DOM types); these rules catch
 * the rest: which of our folders may import which, and who may touch `electron`.
 */
const elements = [
  { type: 'shared', pattern: 'src/shared/**', partialMatch: false },
  { type: 'core', pattern: 'src/core/**', partialMatch: false },
  { type: 'main', pattern: 'src/main/**', partialMatch: false },
  { type: 'preload', pattern: 'src/preload/**', partialMatch: false },
  { type: 'web-host', pattern: 'src/web-host/**', partialMatch: false },
  { type: 'renderer', pattern: 'src/renderer/**', partialMatch: false },
  { type: 'demo-service', pattern: 'src/demo-service/**', partialMatch: false },
  { type: 'test', pattern: 'test/**', partialMatch: false },
  { type: 'scripts', pattern: 'scripts/**', partialMatch: false },
];

const allow = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });
const electronOnlyInAdapter = { name: 'electron', message: 'Only src/main and src/preload may import electron (docs/architecture.md).' };
/** The only renderer files that may make a React context (none today): each with why it is not app state. */
export const contextAllowedIn = [];
const demoServiceEntryOnly = { regex: 'demo-service/.+', message: 'Hosts use the demo service through src/demo-service/index.ts only (docs/architecture.md).' };

export const boundaryPolicies = [
  allow('shared', ['shared']),
  allow('core', ['core', 'shared']),
  allow('main', ['main', 'core', 'shared', 'demo-service']),
  allow('preload', ['preload', 'shared']),
  allow('web-host', ['web-host', 'core', 'shared', 'demo-service']),
  allow('renderer', ['renderer', 'shared']),
  allow('demo-service', ['demo-service', 'shared']),
  allow('test', ['test', 'core', 'shared', 'web-host', 'demo-service', 'scripts']),
  allow('scripts', ['scripts']),
];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'test/**/*.ts', 'scripts/**/*.mjs', 'scripts/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*', 'test/**/*', 'scripts/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: boundaryPolicies,
        },
      ],
    },
  },
  {
    // Electron only in its adapter and the preload; core, web host and demo service run in plain Node.
    files: ['src/shared/**', 'src/core/**', 'src/demo-service/**', 'src/renderer/**', 'test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [electronOnlyInAdapter] },
      ],
    },
  },
  {
    // Hosts start the demo service through its entry only, never reach into its parts
    // (flat config replaces a rule's options per file, so each block lists all it forbids).
    files: ['src/main/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [demoServiceEntryOnly] }] },
  },
  {
    files: ['src/web-host/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [electronOnlyInAdapter], patterns: [demoServiceEntryOnly] }] },
  },
  {
    // shared and renderer run in the renderer too: no Node built-ins, no Electron.
    files: ['src/shared/**', 'src/renderer/**'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [electronOnlyInAdapter],
          patterns: [
            { regex: '^node:', message: 'src/shared and src/renderer run in the browser: no Node built-ins (docs/architecture.md).' },
            {
              regex: '^(fs|path|os|http|https|net|crypto|child_process|worker_threads|url|util|stream|zlib|events|buffer)(/.*)?$',
              message: 'src/shared and src/renderer run in the browser: no Node built-ins (docs/architecture.md).',
            },
            { regex: '^(better-sqlite3|ws)$', message: 'Database and socket libraries belong to src/core (docs/architecture.md).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // State that outlives a tab has one pattern, the external store (src/renderer/state/
    // external-store.ts): a React context for app state would be a second one. A context for
    // what is not app state goes in a file of `contextAllowedIn`, with the reason beside it.
    files: ['src/renderer/**'],
    ignores: contextAllowedIn,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['CallExpression[callee.name="createContext"]', 'CallExpression[callee.property.name="createContext"]'].map((selector) => ({
          selector,
          message: 'No React context for app state: use an external store (src/renderer/state/external-store.ts), per voyage where it belongs to one.',
        })),
      ],
    },
  },
);
