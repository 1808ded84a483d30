/**
 * The smallest login page the design card's stack allows: React DOM renders a two-field form
 * through React Router's data router, nothing else. Bundled by `measure.ts`.
 */
import { createBrowserRouter } from 'react-router';
import { LoginForm, mount } from './page.ts';

mount(createBrowserRouter([{ path: '/login', Component: LoginForm }]));
