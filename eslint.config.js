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
const demoServiceEntryOnly = {
  regex: '(^|/)demo-service(/(?!host-entry$).*)?$',
  message: 'Hosts start the demo service through src/demo-service/host-entry.ts only: its index loads the whole simulation, which only its own process runs (docs/architecture.md).',
};
/** A host's tests may also start the service in their own process, through its index: never its parts. */
const demoServiceEntriesInHostTests = { regex: '(^|/)demo-service/(?!host-entry$).+', message: 'Tests use the demo service through src/demo-service/index.ts or host-entry.ts only (docs/architecture.md).' };

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

/**
 * Numbers a navigator reads are made in src/shared/format (quantity-format.ts: each quantity
 * rounded to what it means, one form on every screen and in the printed plan), never with a
 * toFixed in a view. These renderer files may keep theirs, each for the reason given.
 */
export const toFixedAllowedIn = [
  { file: 'src/renderer/map/forecast-route-layer.tsx', why: 'positions in a data- attribute for tests and benchmarks, never shown' },
  { file: 'src/renderer/map/view-attributes.tsx', why: 'the chart centre in a data- attribute for tests, never shown' },
  { file: 'src/renderer/map/route-layer.tsx', why: 'waypoint positions in a data- attribute for tests, never shown' },
  { file: 'src/renderer/map/point-pick-layer.tsx', why: 'the picked position in a data- attribute for tests, never shown' },
  { file: 'src/renderer/map/forecast-place-layer.tsx', why: 'the answered place in data- attributes for tests; its label goes through formatQuantity' },
  { file: 'src/renderer/map/weather-layers/ship-at-time-layer.tsx', why: "the ship's position in a data- attribute for tests, never shown" },
  { file: 'src/renderer/shore/traffic-section.tsx', why: 'the Shore tab is being changed by another engineer (issue 28 audit: to move to shared/format)' },
  { file: 'src/renderer/shore/journey-option.tsx', why: 'the Shore tab is being changed by another engineer (issue 28 audit: to move to shared/format)' },
  { file: 'src/renderer/reports/route-chart-svg.tsx', why: 'React keys made of SVG coordinates, never shown' },
  { file: 'src/renderer/reports/route-chart-geometry.ts', why: 'SVG path coordinates, never shown' },
  { file: 'src/renderer/reports/report-meteogram-geometry.ts', why: 'SVG path coordinates, never shown' },
  { file: 'src/renderer/chart/series-style.ts', why: 'SVG path coordinates of series markers, never shown' },
  { file: 'src/renderer/chart/uplot-series-style.ts', why: 'dash lengths in a data- attribute for tests, never shown' },
  { file: 'src/renderer/chart/meteogram-scales.ts', why: "axis ticks: the step's own decimals (0.25 m needs two), and tick arithmetic" },
];
const toFixedFiles = toFixedAllowedIn.map((each) => each.file);

const noAppStateContext = ['CallExpression[callee.name="createContext"]', 'CallExpression[callee.property.name="createContext"]'].map((selector) => ({
  selector,
  message: 'No React context for app state: use an external store (src/renderer/state/external-store.ts), per voyage where it belongs to one.',
}));
const oneStoreHook = ['ImportSpecifier[imported.name="useSyncExternalStore"]', 'MemberExpression[property.name="useSyncExternalStore"]'].map((selector) => ({
  selector,
  message: "Read a store with useStoreSnapshot (src/renderer/state/external-store.ts): React's useSyncExternalStore renders every change at once and runs that render's effects before the paint.",
}));
// useStoreSnapshot reads stores in render, which is consistent only while no render is time-sliced.
const noTimeSlicedRenders = ['startTransition', 'useTransition', 'useDeferredValue'].map((name) => ({
  selector: `ImportSpecifier[imported.name="${name}"]`,
  message: `No ${name}: a time-sliced render could show two values of one store (useStoreSnapshot, src/renderer/state/external-store.ts); change that hook first.`,
}));
const noToFixed = {
  selector: 'CallExpression[callee.property.name="toFixed"]',
  message: 'A number a user reads goes through src/shared/format (quantity-format.ts); a number never shown may stay, its file in toFixedAllowedIn with the reason.',
};
const handMadePlural = {
  selector: 'ConditionalExpression[test.operator="==="][test.right.value=1][consequent.value=""][alternate.value="s"]',
  message: 'Counts are said with countWords (src/shared/format/count-words.ts), the one plural rule.',
};

/**
 * The renderer's syntax rules in one place: flat config replaces a rule's options per file, so
 * each block lists every selector its files keep. State that outlives a tab has one pattern, the
 * external store (src/renderer/state/external-store.ts): a React context for app state would be
 * a second one (a context for what is not app state goes in a file of `contextAllowedIn`, with
 * the reason beside it). Numbers and plurals go through src/shared/format.
 */
function rendererSyntaxRules() {
  const tests = ['src/renderer/**/*.test.ts', 'src/renderer/**/*.test.tsx'];
  const rule = (...selectors) => ({ 'no-restricted-syntax': ['error', ...selectors] });
  return [
    { files: ['src/renderer/**'], ignores: [...contextAllowedIn, ...toFixedFiles, ...tests], rules: rule(...noAppStateContext, ...oneStoreHook, ...noTimeSlicedRenders, noToFixed, handMadePlural) },
    { files: toFixedFiles, ignores: contextAllowedIn, rules: rule(...noAppStateContext, ...oneStoreHook, ...noTimeSlicedRenders, handMadePlural) },
    { files: tests, rules: rule(...noAppStateContext) },
    ...contextAllowedIn.map((file) => ({ files: [file], rules: rule(...(toFixedFiles.includes(file) ? [] : [noToFixed]), handMadePlural) })),
  ];
}

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
    files: ['src/main/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [demoServiceEntriesInHostTests] }] },
  },
  {
    files: ['src/web-host/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [electronOnlyInAdapter], patterns: [demoServiceEntriesInHostTests] }] },
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
  ...rendererSyntaxRules(),
  {
    // A count's plural is made once (src/shared/format/count-words.ts): "1 legs" came from a hand-made one.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/renderer/**', 'src/shared/format/**'],
    rules: { 'no-restricted-syntax': ['error', handMadePlural] },
  },
);
