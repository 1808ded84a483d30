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
        redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login',
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
    /** `search` is the list's query string (view, filters and sort), without the leading `?`. */
    list: { path: '/leads', getHref: (search = '') => withSearch('/leads', search) },
    create: { path: '/leads/create', getHref: () => '/leads/create' },
    /** An import from a sheet; `id` shows one under way or done (decision 053). */
    import: {
      path: '/leads/import',
      getHref: (id?: string) => withSearch('/leads/import', id ? `id=${encodeURIComponent(id)}` : ''),
    },
    /** An import of contact people from a sheet with a company column (decision 053). */
    importContacts: {
      path: '/leads/import-contacts',
      getHref: (id?: string) =>
        withSearch('/leads/import-contacts', id ? `id=${encodeURIComponent(id)}` : ''),
    },
    /** `tab` opens a tab of the detail page, e.g. `contactpersonen`. */
    detail: { path: '/leads/:id', getHref: (id: string, tab?: string) => detailHref('/leads', id, tab) },
    edit: { path: '/leads/edit/:id', getHref: (id: string) => `/leads/edit/${encodeURIComponent(id)}` },
  },
  customers: {
    list: { path: '/customers', getHref: (search = '') => withSearch('/customers', search) },
    create: { path: '/customers/create', getHref: () => '/customers/create' },
    /** An import from a sheet; `id` shows one under way or done (decision 053). */
    import: {
      path: '/customers/import',
      getHref: (id?: string) => withSearch('/customers/import', id ? `id=${encodeURIComponent(id)}` : ''),
    },
    /** An import of contact people from a sheet with a company column (decision 053). */
    importContacts: {
      path: '/customers/import-contacts',
      getHref: (id?: string) =>
        withSearch('/customers/import-contacts', id ? `id=${encodeURIComponent(id)}` : ''),
    },
    detail: {
      path: '/customers/:id',
      getHref: (id: string, tab?: string) => detailHref('/customers', id, tab),
    },
    edit: {
      path: '/customers/edit/:id',
      getHref: (id: string) => `/customers/edit/${encodeURIComponent(id)}`,
    },
    financialEdit: {
      path: '/customers/financial/edit/:id',
      getHref: (id: string) => `/customers/financial/edit/${encodeURIComponent(id)}`,
    },
  },
  suppliers: {
    list: { path: '/suppliers', getHref: (search = '') => withSearch('/suppliers', search) },
    create: { path: '/suppliers/create', getHref: () => '/suppliers/create' },
    /** An import from a sheet; `id` shows one under way or done (decision 053). */
    import: {
      path: '/suppliers/import',
      getHref: (id?: string) => withSearch('/suppliers/import', id ? `id=${encodeURIComponent(id)}` : ''),
    },
    /** An import of contact people from a sheet with a company column (decision 053). */
    importContacts: {
      path: '/suppliers/import-contacts',
      getHref: (id?: string) =>
        withSearch('/suppliers/import-contacts', id ? `id=${encodeURIComponent(id)}` : ''),
    },
    detail: {
      path: '/suppliers/:id',
      getHref: (id: string, tab?: string) => detailHref('/suppliers', id, tab),
    },
    edit: {
      path: '/suppliers/edit/:id',
      getHref: (id: string) => `/suppliers/edit/${encodeURIComponent(id)}`,
    },
    /** Not in the seed's route list: mirrors the customers' financial page (decision 007). */
    financialEdit: {
      path: '/suppliers/financial/edit/:id',
      getHref: (id: string) => `/suppliers/financial/edit/${encodeURIComponent(id)}`,
    },
  },
  contactPeople: {
    /** A contact person always belongs to one lead, customer or supplier: `?leadId=…` and so on. */
    create: {
      path: '/contact-people/create',
      getHref: (parent: { kind: 'lead' | 'customer' | 'supplier'; id: string }) =>
        `/contact-people/create?${parent.kind}Id=${encodeURIComponent(parent.id)}`,
    },
    detail: {
      path: '/contact-people/:id',
      getHref: (id: string) => `/contact-people/${encodeURIComponent(id)}`,
    },
    edit: {
      path: '/contact-people/edit/:id',
      getHref: (id: string) => `/contact-people/edit/${encodeURIComponent(id)}`,
    },
  },
  supplierRequestSettings: {
    /** Not in the seed's route list: the templates' list and create come with the edit page (issue 26). */
    list: {
      path: '/supplier-information-requests/settings',
      getHref: () => '/supplier-information-requests/settings',
    },
    create: {
      path: '/supplier-information-requests/settings/create',
      getHref: () => '/supplier-information-requests/settings/create',
    },
    edit: {
      path: '/supplier-information-requests/settings/edit/:id',
      getHref: (id: string) => `/supplier-information-requests/settings/edit/${encodeURIComponent(id)}`,
    },
  },
  /** A request's page sits under its supplier (the outsider's `/supplier-information-requests/{token}` is public). */
  supplierRequests: {
    /** The supplier's page of a request, by its link (public, decision 050). */
    public: {
      path: '/supplier-information-requests/:token',
      getHref: (token: string) => `/supplier-information-requests/${encodeURIComponent(token)}`,
    },
    detail: {
      path: '/suppliers/:id/requests/:requestId',
      getHref: (supplierId: string, requestId: string) =>
        `/suppliers/${encodeURIComponent(supplierId)}/requests/${encodeURIComponent(requestId)}`,
    },
  },
  /** Onboarding of a lead or customer (decision 052): the outsider's form and its staff page. */
  onboarding: {
    public: {
      path: '/onboarding/:token/:type',
      getHref: (token: string, type: 'lead' | 'customer') =>
        `/onboarding/${encodeURIComponent(token)}/${type}`,
    },
    leadDetail: { path: '/leads/:id/onboardings/:onboardingId' },
    customerDetail: { path: '/customers/:id/onboardings/:onboardingId' },
    getHref: (kind: 'lead' | 'customer', id: string, onboardingId: string) =>
      `/${kind === 'lead' ? 'leads' : 'customers'}/${encodeURIComponent(id)}/onboardings/${encodeURIComponent(onboardingId)}`,
  },
  todos: {
    /** `search` is the list's query string (filters), without the leading `?`. */
    list: { path: '/todos', getHref: (search = '') => withSearch('/todos', search) },
    /** The list with one todo's dialog open (todos have no page of their own). */
    open: { getHref: (id: string) => withSearch('/todos', new URLSearchParams({ todo: id }).toString()) },
  },
  contracts: {
    /** `search` is the list's query string (filters and sort), without the leading `?`. */
    list: { path: '/contracts', getHref: (search = '') => withSearch('/contracts', search) },
    /** From a customer's or supplier's page the form opens with that party chosen. */
    create: {
      path: '/contracts/create',
      getHref: (party?: { kind: 'customer' | 'supplier'; id: string }) =>
        party ? `/contracts/create?${party.kind}Id=${encodeURIComponent(party.id)}` : '/contracts/create',
    },
    detail: {
      path: '/contracts/:id',
      getHref: (id: string, tab?: string) => detailHref('/contracts', id, tab),
    },
    edit: {
      path: '/contracts/edit/:id',
      getHref: (id: string) => `/contracts/edit/${encodeURIComponent(id)}`,
    },
    /** A contract's conditions (also its Voorwaarden tab) and each condition's page and form. */
    conditions: {
      list: {
        path: '/contracts/:id/conditions',
        getHref: (id: string) => `/contracts/${encodeURIComponent(id)}/conditions`,
      },
      create: {
        path: '/contracts/:id/conditions/create',
        getHref: (id: string) => `/contracts/${encodeURIComponent(id)}/conditions/create`,
      },
      detail: {
        path: '/contracts/:id/conditions/:conditionId',
        getHref: (id: string, conditionId: string) =>
          `/contracts/${encodeURIComponent(id)}/conditions/${encodeURIComponent(conditionId)}`,
      },
      edit: {
        path: '/contracts/:id/conditions/:conditionId/edit',
        getHref: (id: string, conditionId: string) =>
          `/contracts/${encodeURIComponent(id)}/conditions/${encodeURIComponent(conditionId)}/edit`,
      },
    },
  },
  /** The outsider's page of a condition review link (no session; the auth layout). */
  contractConditionReview: {
    path: '/contract-conditions/:token/:conditionId',
    getHref: (token: string, conditionId: string) =>
      `/contract-conditions/${encodeURIComponent(token)}/${encodeURIComponent(conditionId)}`,
  },
  contractTypes: {
    list: { path: '/contract-types', getHref: () => '/contract-types' },
    create: { path: '/contract-types/create', getHref: () => '/contract-types/create' },
  },
  exact: {
    path: '/exact',
    getHref: () => '/exact',
  },
  /** Exact Online's `redirect_uri` (decision 044). */
  exactCallback: {
    path: '/exact/callback',
    getHref: () => '/exact/callback',
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

function withSearch(path: string, search: string): string {
  return search ? `${path}?${search}` : path;
}

function detailHref(listPath: string, id: string, tab?: string): string {
  const href = `${listPath}/${encodeURIComponent(id)}`;
  return tab ? `${href}?tab=${encodeURIComponent(tab)}` : href;
}

/**
 * Every route pattern of the table. The build writes them to `routes.json`, so the local server
 * can answer a crawler's unknown path with a plain 404 (decision 017).
 */
export function routePatterns(table: object = paths): string[] {
  return Object.values(table).flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    return 'path' in entry && typeof entry.path === 'string' ? [entry.path] : routePatterns(entry);
  });
}
