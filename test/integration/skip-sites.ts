import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every place in a test file where a test or suite can be skipped (`it.skip`, `skipIf`, `runIf`,
 * an options object with `skip`, a test context's `skip()`), and whether it says why in
 * `{ meta: { skipReason } }`: the closing summary of `npm test` (scripts/vitest-skips.ts) prints
 * that reason, and a skip without one would print nothing a reader can act on. Read from the
 * source with TypeScript's parser, so a skip that never runs on this machine is checked too.
 */
export interface SkipSite {
  file: string;
  line: number;
  /** The call as written, up to its first argument: `describe.skipIf(...)`. */
  call: string;
}

const testFunctions = new Set(['it', 'test', 'describe', 'suite']);
const skipModifiers = new Set(['skip', 'skipIf', 'runIf']);

/** The names of a callee chain: `it.concurrent.skipIf` → ['it', 'concurrent', 'skipIf']. */
function chain(expression: ts.Expression): string[] | null {
  if (ts.isIdentifier(expression)) return [expression.text];
  if (ts.isPropertyAccessExpression(expression)) {
    const before = chain(expression.expression);
    return before === null ? null : [...before, expression.name.text];
  }
  return null;
}

/** A module's file from an import specifier, for the relative ones (a reason kept beside its fixture). */
function resolveImport(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  return ['', '.ts', '.tsx', '/index.ts'].map((ending) => `${base}${ending}`).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

function parse(file: string, text = fs.readFileSync(file, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** An object literal that says why: `{ meta: { skipReason } }`, or a spread of a constant that does. */
function objectGivesReason(object: ts.ObjectLiteralExpression, source: ts.SourceFile): boolean {
  return object.properties.some((property) => {
    if (ts.isSpreadAssignment(property)) return expressionGivesReason(property.expression, source);
    if (!ts.isPropertyAssignment(property) || property.name.getText(source) !== 'meta') return false;
    const meta = property.initializer;
    return ts.isObjectLiteralExpression(meta) && meta.properties.some((each) => each.name?.getText(source) === 'skipReason');
  });
}

/** A name bound to such an object, in the file itself or in the file it is imported from. */
function identifierGivesReason(name: string, source: ts.SourceFile): boolean {
  let found: ts.Expression | null = null;
  let importedFrom: string | null = null;
  source.forEachChild(function look(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer !== undefined) found = node.initializer;
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      if (bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.some((element) => element.name.text === name)) importedFrom = node.moduleSpecifier.text;
    }
    node.forEachChild(look);
  });
  if (found !== null) return expressionGivesReason(found, source);
  if (importedFrom === null) return false;
  const file = resolveImport(source.fileName, importedFrom);
  return file !== null && identifierGivesReason(name, parse(file));
}

function expressionGivesReason(expression: ts.Expression, source: ts.SourceFile): boolean {
  if (ts.isObjectLiteralExpression(expression)) return objectGivesReason(expression, source);
  if (ts.isIdentifier(expression)) return identifierGivesReason(expression.text, source);
  return false;
}

/** `it(name, options, fn)`: the options, when there are any. */
function optionsOf(args: ts.NodeArray<ts.Expression>): ts.Expression | null {
  if (args.length < 3) {
    const second = args[1];
    return second !== undefined && !ts.isArrowFunction(second) && !ts.isFunctionExpression(second) ? second : null;
  }
  return args[1] ?? null;
}

/** The skip sites in one file's text that give no reason. */
export function skipsWithoutReason(file: string, text?: string): SkipSite[] {
  const source = parse(file, text);
  const found: SkipSite[] = [];
  const report = (node: ts.Node, call: string) => found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, call });
  source.forEachChild(function visit(node) {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      // describe.skipIf(cond)(name, options, fn) and it.runIf(cond)(...): the options are the outer call's.
      const conditional = ts.isCallExpression(callee) ? chain(callee.expression) : null;
      const direct = chain(callee);
      const names = conditional ?? direct;
      if (names !== null && testFunctions.has(names[0] ?? '')) {
        const skipping = names.slice(1).some((name) => skipModifiers.has(name));
        const modifierCalledAlone = conditional === null && names.some((name) => name === 'skipIf' || name === 'runIf');
        const options = modifierCalledAlone ? null : optionsOf(node.arguments);
        const optionsSkip = options !== null && ts.isObjectLiteralExpression(options) && options.properties.some((property) => property.name?.getText(source) === 'skip');
        if (!modifierCalledAlone && (skipping || optionsSkip) && (options === null || !expressionGivesReason(options, source))) report(node, `${names.join('.')}(...)`);
      } else if (direct !== null && direct.length >= 2 && direct.at(-1) === 'skip' && !testFunctions.has(direct[0] ?? '')) {
        // A test context's skip(): its note is not the reason the summary reads.
        report(node, `${direct.join('.')}()`);
      }
    }
    node.forEachChild(visit);
  });
  return found;
}
