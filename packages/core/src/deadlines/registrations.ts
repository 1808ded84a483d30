/**
 * The features that register due handlers (handlers.ts) and calendar sources
 * (calendar-sources.ts). The daily job and the calendar feed import this module, so every
 * registration has happened before they look one up. A feature joins with one import line here,
 * e.g. `import './contract-deadlines.ts';`.
 */
import './contract-deadlines.ts';
