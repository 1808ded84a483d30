/* eslint-disable */
/**
 * Types of the linked resources that runtime code reads with `Resource` from 'sst'. `sst dev` and
 * `sst deploy` regenerate this file from stacks/*.ts; it is kept in git, written to match, so the
 * packages type-check without a deploy. Locally the values come from SST_RESOURCE_<Name>
 * environment variables holding JSON (packages/local).
 */
import 'sst';
declare module 'sst' {
  export interface Resource {
    Api: {
      name: string;
      type: 'sst.aws.Function';
      url: string;
    };
    Bucket: {
      name: string;
      type: 'sst.aws.Bucket';
    };
    ExactClientId: {
      type: 'sst.sst.Secret';
      value: string;
    };
    ExactClientSecret: {
      type: 'sst.sst.Secret';
      value: string;
    };
    Jobs: {
      name: string;
      type: 'sst.aws.Function';
    };
    JwtSecret: {
      type: 'sst.sst.Secret';
      value: string;
    };
    Router: {
      type: 'sst.aws.Router';
      url: string;
    };
    Table: {
      name: string;
      type: 'sst.aws.Dynamo';
    };
    Web: {
      type: 'sst.aws.StaticSite';
      url: string;
    };
  }
}

export {};
