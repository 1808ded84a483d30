// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- SST's types, written by `sst install`
/// <reference path="./.sst/platform/config.d.ts" />

/** The AWS region of every stage; a new region means new stages (state lives there too). */
const REGION = 'eu-west-1';

// SST refuses static imports here. The stage rules are pure and needed synchronously by
// console.autodeploy.target, hence this one top-level dynamic import; run() imports the stacks.
const { deployTarget, stagePolicy } = await import('./stacks/stage');

export default $config({
  app(input) {
    const policy = stagePolicy(input.stage);
    return {
      name: 'crm',
      home: 'aws',
      providers: { aws: { region: REGION } },
      removal: policy.removal,
      protect: policy.protect,
      state: { purge: policy.purgeStateOnRemove },
      // sst-env.d.ts is kept at the root only; the packages include it from there.
      types: { ignore: ['packages'] },
    };
  },
  console: {
    autodeploy: {
      // The same stages as .github/workflows/preview.yml: main → production, a branch → its
      // cleaned name, a pull request → pr-<number>; closing a pull request or deleting a
      // branch removes its stage.
      target(event) {
        const target = deployTarget(event);
        return target && { stage: target.stage };
      },
      async workflow({ $, event }) {
        const remove = event.action === 'removed' || event.action === 'remove';
        await $`npm ci`;
        await $`bash .github/scripts/sst-stage.sh ${remove ? 'remove' : 'deploy'} ${process.env.SST_STAGE ?? ''}`;
      },
    },
  },
  async run() {
    await import('./stacks/storage');
    await import('./stacks/secrets');
    await import('./stacks/router');
    await import('./stacks/jobs');
    const { api } = await import('./stacks/api');
    const { web } = await import('./stacks/web');
    return {
      api: api.url,
      site: web.url,
    };
  },
});
