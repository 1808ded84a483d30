import { isCrawler } from '@crm/core/crawlers';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

type ErrorPageProps = {
  status: number;
  /** The seed's heading: `Page Not Found` or `Internal Server Error`; also the browser title. */
  title: string;
  message: string;
  /** One Dutch sentence saying what happened. */
  explanation: string;
};

export function ErrorPage({ status, title, message, explanation }: ErrorPageProps) {
  useDocumentTitle(title);
  // The seed: the error page is not rendered for crawlers; they get its text alone.
  if (isCrawler(navigator.userAgent)) return <p>{message}</p>;
  return (
    <div className="grid min-h-[60dvh] place-items-center px-6 py-24">
      <div className="max-w-xl text-center">
        <p className="text-base font-semibold text-primary-700">{status}</p>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
        <p className="mt-6 break-words text-gray-600">{message}</p>
        <p lang="nl" className="mt-2 text-gray-700">
          {explanation}
        </p>
        <div className="mt-10">
          <Link
            to={paths.home.getHref()}
            className="rounded-md bg-primary-500 px-3.5 py-2.5 text-sm font-semibold text-gray-950 shadow-xs hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            Naar de startpagina
          </Link>
        </div>
      </div>
    </div>
  );
}
