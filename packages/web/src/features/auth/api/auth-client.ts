import { clientConfig, type ClientConfig } from '../../../config/client';
import { api, tokenStorage } from '../../../lib/api';
import type { ApiClient } from '../../../lib/api-client';
import type { TokenStorage } from '../../../lib/token-storage';

/** What the auth calls talk to; the app's own client by default, a fake one in unit tests. */
export type AuthClient = { api: ApiClient; tokenStorage: TokenStorage; endpoints: ClientConfig['endpoints'] };

export const defaultAuthClient: AuthClient = { api, tokenStorage, endpoints: clientConfig.endpoints };
