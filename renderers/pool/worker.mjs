// A render worker thread when the bot runs from its TypeScript sources (tests, tsx): a thread does not inherit the
// loader its parent was started with, so it registers tsx's itself. The build bundles render-thread.ts instead.
import { register } from 'tsx/esm/api';

register();
const thread = await import('./render-thread.ts');

export default thread.default;
