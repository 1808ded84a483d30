/**
 * Every route of the SPA: `path` is the router pattern, `getHref` builds a link to it, so no link
 * is a hand-typed string. Routes of later issues are listed once their screens exist; menu targets
 * are listed already so the menus link through this table too.
 */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },

  auth: {
    login: {
      path: '/login',
      getHref: (redirectTo?: string | null) =>
        redirectTo && redirectTo !== '/' ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login',
    },
    forgotPassword: {
      path: '/forgot-password',
      getHref: () => '/forgot-password',
    },
    passwordSet: {
      path: '/password-set/:token',
      getHref: (token: string) => `/password-set/${encodeURIComponent(token)}`,
    },
    passwordReset: {
      path: '/password-reset/:token',
      getHref: (token: string) => `/password-reset/${encodeURIComponent(token)}`,
    },
  },

  leads: {
    list: { path: '/leads', getHref: () => '/leads' },
  },
  customers: {
    list: { path: '/customers', getHref: () => '/customers' },
  },
  suppliers: {
    list: { path: '/suppliers', getHref: () => '/suppliers' },
  },
  supplierRequestSettings: {
    edit: {
      path: '/supplier-information-requests/settings/edit/:id',
      getHref: (id: string) => `/supplier-information-requests/settings/edit/${encodeURIComponent(id)}`,
    },
  },
  contracts: {
    list: { path: '/contracts', getHref: () => '/contracts' },
  },
  contractTypes: {
    list: { path: '/contract-types', getHref: () => '/contract-types' },
  },
  exact: {
    path: '/exact',
    getHref: () => '/exact',
  },
  users: {
    list: {
      path: '/users',
      /** `search` is the list's query string (filters and sort), without the leading `?`. */
      getHref: (search = '') => (search ? `/users?${search}` : '/users'),
    },
    create: { path: '/users/create', getHref: () => '/users/create' },
    detail: { path: '/users/:id', getHref: (id: string) => `/users/${encodeURIComponent(id)}` },
    edit: { path: '/users/edit/:id', getHref: (id: string) => `/users/edit/${encodeURIComponent(id)}` },
    /** The route the seed names `profile`. */
    profile: { path: '/users/profile', getHref: () => '/users/profile' },
  },
} as const;

/** The settings template the Instellingen menu entry opens. */
export const DEFAULT_SUPPLIER_REQUEST_SETTINGS_ID = 'default';
