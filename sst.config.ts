// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- SST's types, written by `sst install`
/// <reference path="./.sst/platform/config.d.ts" />

/** The AWS region of every stage; a new region means new stages (state lives there too). */
const REGION = 'eu-west-1';

// SST refuses static imports here, and the SST Console cannot evaluate a top-level import()
// (sst#5702): every import happens inside app() and run(). The Console's autodeploy is not
// supported; .github/workflows/preview.yml deploys (decision 019).
export default $config({
  async app(input) {
    const { stagePolicy } = await import('./stacks/stage');
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
  async run() {
    // Before any component links the table or the bucket: narrows what a link grants.
    await import('./stacks/links');
    await import('./stacks/config');
    await import('./stacks/storage');
    await import('./stacks/secrets');
    await import('./stacks/alarms');
    await import('./stacks/router');
    const { jobs } = await import('./stacks/jobs');
    const { api } = await import('./stacks/api');
    const { web } = await import('./stacks/web');
    return {
      api: api.url,
      site: web.url,
      // sst-stage.sh invokes it after a deploy to upgrade the search index.
      jobs: jobs.name,
    };
  },
});
