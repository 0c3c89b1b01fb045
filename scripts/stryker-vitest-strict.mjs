/**
 * Stryker test runner "vitest-strict": Stryker's vitest runner, except that a test file which fails to load counts as
 * a failing test. The plain runner only counts the tests it collected, and a file whose import throws collects none,
 * so a mutant that breaks a module while it loads (a data table emptied, `BUILDINGS = {}`, that another module reads
 * at load time) was reported as survived although every test of that file fails.
 */
import path from 'node:path';
import { commonTokens, declareFactoryPlugin, PluginKind, tokens } from '@stryker-mutator/api/plugin';
import { MutantRunStatus } from '@stryker-mutator/api/test-runner';
import { strykerPlugins as vitestPlugins } from '@stryker-mutator/vitest-runner';

const vitestFactory = vitestPlugins[0].factory;

/** Test files of the last run that failed outside any test (their import threw), with the first error message. */
function filesFailedToLoad(runner) {
  const files = runner.ctx?.state.getFiles() ?? [];
  return files
    .filter((file) => file.result?.state === 'fail' && !file.tasks.some((task) => task.result?.state === 'fail'))
    .map((file) => ({ id: `${path.relative(process.cwd(), file.filepath)}#(load)`, message: file.result?.errors?.[0]?.message ?? 'failed to load' }));
}

function createStrictRunner(injector) {
  const inner = vitestFactory(injector);
  return {
    capabilities: () => inner.capabilities(),
    init: () => inner.init(),
    dryRun: (options) => inner.dryRun(options),
    dispose: () => inner.dispose(),
    async mutantRun(options) {
      const result = await inner.mutantRun(options);
      if (result.status !== MutantRunStatus.Survived) return result;
      const failed = filesFailedToLoad(inner);
      if (failed.length === 0) return result;
      return {
        status: MutantRunStatus.Killed,
        killedBy: failed.map((f) => f.id),
        failureMessage: failed[0].message,
        nrOfTests: result.nrOfTests,
      };
    },
  };
}
createStrictRunner.inject = tokens(commonTokens.injector);

export const strykerPlugins = [declareFactoryPlugin(PluginKind.TestRunner, 'vitest-strict', createStrictRunner)];
