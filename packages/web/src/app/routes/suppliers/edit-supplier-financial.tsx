import { FinancialEditPage, financialLoader } from '../../relations/financial-edit-page';

export const clientLoader = financialLoader('supplier');

export function Component() {
  return <FinancialEditPage kind="supplier" />;
}
