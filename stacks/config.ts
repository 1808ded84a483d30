/**
 * This stage's configuration (stage-config.ts), read once from the environment `sst deploy` runs
 * in. A production deploy without its mail sender, domain or alarm address stops here.
 */
import { stageConfig } from './stage-config';

export const config = stageConfig($app.stage, process.env);
