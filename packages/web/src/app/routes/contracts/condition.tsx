import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useCondition } from '../../../features/contract-conditions/api/get-condition';
import {
  ConditionDetailSections,
  ConditionSummary,
} from '../../../features/contract-conditions/components/condition-detail';
import { DeleteConditionButton } from '../../../features/contract-conditions/components/delete-condition-button';
import { useContract } from '../../../features/contracts/api/get-contract';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { conditionLoader } from './condition-loader';
import { useContractAccess } from './contract-access';

export const clientLoader = conditionLoader;

/**
 * A condition: the contract it belongs to, its status and version, every text version with what
 * changed, and its evidence.
 */
export function Component() {
  const { id = '', conditionId = '' } = useParams();
  const { data: detail } = useCondition(id, conditionId);
  const { data: contract } = useContract(id);
  const access = useContractAccess();
  const navigate = useNavigate();
  useDocumentTitle(detail ? detail.record.title : 'Voorwaarde');
  if (!detail) return <LoadingScreen />;

  const { record } = detail;
  const backHref = paths.contracts.detail.getHref(id, 'voorwaarden');
  return (
    <>
      <PageHeader
        back={
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <TextLink to={backHref}>← Terug naar de voorwaarden</TextLink>
            {contract && (
              <span>
                Contract:{' '}
                <TextLink to={paths.contracts.detail.getHref(id)}>
                  {contract.number} {contract.title}
                </TextLink>
              </span>
            )}
          </div>
        }
        title={record.title}
        description={<ConditionSummary record={record} />}
        actions={
          access.update && (
            <>
              <ButtonLink to={paths.contracts.conditions.edit.getHref(id, conditionId)} variant="ghost">
                Bewerken
              </ButtonLink>
              {!record.sent && record.textVersion === 1 && (
                <DeleteConditionButton
                  contractId={id}
                  condition={record}
                  onDeleted={() => void navigate(backHref, { replace: true })}
                />
              )}
            </>
          )
        }
      />
      <ConditionDetailSections detail={detail} />
    </>
  );
}
