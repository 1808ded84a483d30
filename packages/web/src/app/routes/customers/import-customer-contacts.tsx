import { RelationImportPage } from '../../relations/relation-import-page';

export function Component() {
  return <RelationImportPage kind="customer" contacts />;
}
