import { FinancialEditPage, financialLoader } from '../../relations/financial-edit-page';

export const clientLoader = financialLoader('customer');

export function Component() {
  return <FinancialEditPage kind="customer" />;
}
