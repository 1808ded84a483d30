import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button-link';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { useCompleteExactConnect } from '../../../features/exact/api/exact-connection';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/**
 * Where Exact Online sends the Beheerder back (`redirect_uri`): the code and state go to the API
 * with the signed-in user's token (a redirect carries none), then on to `/exact`.
 */
export function Component() {
  useDocumentTitle('Exact Online verbinden');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteExactConnect();
  const sent = useRef(false);
  const code = searchParams.get('code') ?? '';
  const state = searchParams.get('state') ?? '';
  const refused = searchParams.get('error');

  useEffect(() => {
    // Once: the state works once, and React may run an effect twice in development.
    if (sent.current || refused || !code || !state) return;
    sent.current = true;
    complete.mutate(
      { code, state },
      {
        onSuccess: () => {
          toast.success('Verbonden met Exact Online. Kies de administratie.');
          void navigate(paths.exact.getHref(), { replace: true });
        },
      },
    );
  }, [code, state, refused, complete, navigate]);

  const problem = refused
    ? 'Je hebt Exact Online geen toegang gegeven. Er is niets veranderd.'
    : !code || !state
      ? 'Exact Online stuurde geen code terug. Probeer opnieuw te verbinden.'
      : complete.error?.message;
  if (!problem) return <LoadingScreen />;
  return (
    <>
      <PageHeader title="Exact Online verbinden" />
      <div className="space-y-4">
        <Alert>{problem}</Alert>
        <ButtonLink to={paths.exact.getHref()} variant="secondary">
          Terug naar Exact Online
        </ButtonLink>
      </div>
    </>
  );
}
