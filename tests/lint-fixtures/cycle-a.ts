// Deliberately wrong: imports a module that imports this one (import-x/no-cycle must fail).
import { b } from './cycle-b.ts';

export const a = () => b;
