import { data } from 'react-router';

export const NO_ACCESS_MESSAGE = 'Je hebt geen toegang tot deze pagina.';

/**
 * What a page's loader throws without the permission it needs: the content area shows a 403 page,
 * the menus stay. Its own module, so route modules can use it without importing the router.
 */
export const noAccess = () => data({ message: NO_ACCESS_MESSAGE }, { status: 403 });
