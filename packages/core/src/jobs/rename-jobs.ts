import { startJob } from './dispatch.ts';
import { onPartyRenamed } from '../contract-parties/renames.ts';

/** Loaded by the API: a rename of a contract's party starts the `contract-names` job (decision 028). */
onPartyRenamed((party, id) => startJob({ name: 'contract-names', party, id }));
