/**
 * Secrets, one line each: `sst secret set <Name> <value> --stage <stage>`. Every secret listed here
 * is linked to the api (api.ts) and the jobs function (jobs.ts), so runtime code reads it as
 * `Resource.<Name>.value`.
 */
export const secrets = {
  /** Signing key of access tokens and link tokens (per purpose keys are derived from it). */
  jwtSecret: new sst.Secret('JwtSecret'),
  /**
   * Exact Online's app registration (decision 044): never answered to a browser nor logged. A
   * placeholder lets a preview stage deploy without one (connecting there fails at Exact's login).
   */
  exactClientId: new sst.Secret('ExactClientId', 'not-set'),
  exactClientSecret: new sst.Secret('ExactClientSecret', 'not-set'),
};

export const allSecrets = Object.values(secrets);
