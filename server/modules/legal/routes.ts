import { isLegalPage, legalEndpoints } from '../../../contract';
import type { ModulePlugin } from '../../deps';
import { serveEndpoint } from '../../http/serve';
import { notFound } from '../../lib/errors';
import { loadLegalPages } from './pages';

/** GET legal/:page: public; the files are read once, at start, so a change needs a restart. */
export const legalModule: ModulePlugin = async (app, deps) => {
  const pages = await loadLegalPages(deps.config);
  serveEndpoint(app, deps)(
    legalEndpoints.legalPage,
    async ({ params }) => {
      const sections = isLegalPage(params.page) ? pages.get(params.page) : undefined;
      if (!sections) throw notFound();
      return { status: 'success', sections };
    },
    { cacheControl: 'public, max-age=300' },
  );
};
