import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Which module declares each root field, read from the modules' sources: the calls
 * `builder.queryField('name', …)` and `builder.queryFields((t) => ({ name: …, … }))` (and their
 * mutation and subscription forms) in `modules/<module>/`. Run when the published schema is
 * printed (`npm run schema`), which writes the result beside this file (root-fields.json); the
 * server reads that file, as its compiled form has no sources to read.
 */
export type RootFieldModules = Record<'Query' | 'Mutation' | 'Subscription', Record<string, string>>;

const ROOTS: Record<string, keyof RootFieldModules> = {
  queryField: 'Query',
  queryFields: 'Query',
  mutationField: 'Mutation',
  mutationFields: 'Mutation',
  subscriptionField: 'Subscription',
  subscriptionFields: 'Subscription',
};

export const MODULES_DIR = new URL('..', import.meta.url).pathname;
export const ROOT_FIELDS_FILE = new URL('./root-fields.json', import.meta.url).pathname;

/** The names of an object literal, or of the object an arrow function's body returns. */
function objectNames(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isParenthesizedExpression(node)) return objectNames(node.expression);
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    if (ts.isBlock(node.body)) {
      const returned = node.body.statements.find(ts.isReturnStatement);
      return objectNames(returned?.expression);
    }
    return objectNames(node.body);
  }
  if (!ts.isObjectLiteralExpression(node)) return [];
  return node.properties.flatMap((property) => (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? [property.name.text] : []));
}

function fieldsOfFile(path: string, found: (root: keyof RootFieldModules, field: string) => void): void {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && Object.hasOwn(ROOTS, node.expression.name.text)) {
      const method = node.expression.name.text;
      const root = ROOTS[method];
      if (method.endsWith('Fields')) for (const name of objectNames(node.arguments[0])) found(root, name);
      else if (node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) found(root, node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

export function readRootFieldModules(modulesDir = MODULES_DIR): RootFieldModules {
  const result: RootFieldModules = { Query: {}, Mutation: {}, Subscription: {} };
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const module of modules) {
    const files = readdirSync(join(modulesDir, module), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .sort();
    for (const file of files) fieldsOfFile(join(modulesDir, module, file), (root, field) => (result[root][field] = module));
  }
  for (const root of Object.keys(result) as (keyof RootFieldModules)[]) {
    result[root] = Object.fromEntries(Object.entries(result[root]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return result;
}

export const printRootFieldModules = (modulesDir?: string) => `${JSON.stringify(readRootFieldModules(modulesDir), null, 2)}\n`;
