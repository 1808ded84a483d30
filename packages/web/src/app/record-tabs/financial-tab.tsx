import { ButtonLink } from '../../components/ui/button-link';
import { Card } from '../../components/ui/card';
import { FactList } from '../../components/ui/fact-list';
import type { RouteTab } from '../../components/ui/route-tabs';
import { paths } from '../../config/paths';
import type { FinancialKind } from '../../features/relations/api/get-financial';
import type { FinancialRecord } from '../../features/relations/api/records';
import type { ExactStateAnswer } from '@crm/core/relations/exact-state';
import { ExactSyncPanel } from '../../features/relations/components/exact-sync-state';
import { financialFacts } from '../../features/relations/components/financial-facts';
import type { RelationAccess } from '../relations/use-relation-access';

const editPaths = { customer: paths.customers.financialEdit, supplier: paths.suppliers.financialEdit };

/**
 * The Financieel tab, only for those with the financial permission (the API leaves the record out
 * of the detail for anyone else).
 */
export function financialTab(
  kind: FinancialKind,
  id: string,
  financial: FinancialRecord | null | undefined,
  exact: ExactStateAnswer | undefined,
  access: RelationAccess,
): RouteTab[] {
  if (!access.financial || financial === undefined) return [];
  const editHref = editPaths[kind].getHref(id);
  return [
    {
      id: 'financieel',
      label: 'Financieel',
      content: (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <Card title="Financiële gegevens" className="lg:col-span-2">
            {financial ? (
              <FactList facts={financialFacts(financial)} />
            ) : (
              <p className="text-sm text-gray-600">Er zijn nog geen financiële gegevens ingevuld.</p>
            )}
            <div className="mt-4">
              <ButtonLink to={editHref} variant="ghost">
                {financial ? 'Financiële gegevens bewerken' : 'Financiële gegevens invullen'}
              </ButtonLink>
            </div>
          </Card>
          <Card title="Koppeling met Exact" description="Wordt bijgehouden door de synchronisatie.">
            {exact ? (
              <ExactSyncPanel kind={kind} id={id} exact={exact} />
            ) : (
              <p className="text-sm text-gray-600">Nog niet gekoppeld met Exact.</p>
            )}
          </Card>
        </div>
      ),
    },
  ];
}
