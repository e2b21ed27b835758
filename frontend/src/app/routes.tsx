/**
 * Every route of spec section 2, in one place. Reading pages are in the main
 * bundle; forms, delete pages, Admin and Info load on their first visit, before
 * the route renders (so the page still shows only once its data is in). The
 * space, property and theorem pages start their own reads from their route's
 * loader (reads-ahead.ts).
 */
import type { ReactElement } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { readsAhead } from './reads-ahead';
import { spacePath, spacePropertiesPath } from '../features/spaces/api/spaces';
import { propertyPath, propertySpacesPath } from '../features/properties/api/properties';
import { propertyTheoremsPath, theoremPath } from '../features/theorems/api/theorems';
import { Home } from '../features/home/components/Home';
import { NotFound } from '../features/home/components/NotFound';
import { SpaceList } from '../features/spaces/components/SpaceList';
import { SpaceDetail } from '../features/spaces/components/SpaceDetail';
import { PropertyList } from '../features/properties/components/PropertyList';
import { PropertyDetail } from '../features/properties/components/PropertyDetail';
import { LinkDetail } from '../features/links/components/LinkDetail';
import { TheoremList } from '../features/theorems/components/TheoremList';
import { TheoremDetail } from '../features/theorems/components/TheoremDetail';
import { EquationList } from '../features/equations/components/EquationList';
import { EquationDetail } from '../features/equations/components/EquationDetail';
import { EquationPropertyList } from '../features/equation-properties/components/EquationPropertyList';
import { EquationPropertyDetail } from '../features/equation-properties/components/EquationPropertyDetail';
import { EquationLinkDetail } from '../features/equation-links/components/EquationLinkDetail';
import { EquationTheoremList } from '../features/equation-theorems/components/EquationTheoremList';
import { EquationTheoremDetail } from '../features/equation-theorems/components/EquationTheoremDetail';

const EQ = 'differential-equation';

const later =
  <M,>(load: () => Promise<M>, render: (module: M) => ReactElement) =>
  async () => ({ element: render(await load()) });

/** An item as it was at a catalogue version, read from the change log (GET /api{page}/history/{version}). */
const atVersion = later(() => import('../features/changes/components/ItemAtVersionPage'), (m) => <m.ItemAtVersionPage />);

const routes: RouteObject[] = [
  {
    element: <Layout />,
    // A first visit of a lazily loaded page: the frame waits for its code (a moment).
    HydrateFallback: () => <div className="app" aria-busy="true" />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/admin', lazy: later(() => import('../features/admin/components/Admin'), (m) => <m.Admin />) },
      { path: '/admin/redundant-theorems', lazy: later(() => import('../features/theorems/components/RedundantTheorems'), (m) => <m.RedundantTheorems />) },
      { path: '/admin/redundant-equation-theorems', lazy: later(() => import('../features/equation-theorems/components/RedundantEquationTheorems'), (m) => <m.RedundantEquationTheorems />) },
      { path: '/info', lazy: later(() => import('../features/info/components/Info'), (m) => <m.Info />) },
      { path: '/not-found', element: <NotFound /> },
      { path: '/search', lazy: later(() => import('../features/discovery/components/SearchPage'), (m) => <m.SearchPage />) },
      { path: '/compare', lazy: later(() => import('../features/discovery/components/ComparePage'), (m) => <m.ComparePage />) },
      { path: '/gaps', lazy: later(() => import('../features/discovery/components/QuestionsPage'), (m) => <m.QuestionsPage />) },
      // The page's old name (before issue 25): its links keep working.
      { path: '/questions', element: <GapsRedirect /> },
      { path: '/problems', lazy: later(() => import('../features/problems/components/ProblemsPage'), (m) => <m.ProblemsPage />) },
      { path: '/query', lazy: later(() => import('../features/query/components/QueryPage'), (m) => <m.QueryPage />) },
      { path: '/changes', lazy: later(() => import('../features/changes/components/ChangesPage'), (m) => <m.ChangesPage />) },
      { path: '/changes/:id', lazy: later(() => import('../features/changes/components/ChangePage'), (m) => <m.ChangePage />) },
      // An item as it was at a catalogue version (the permanent address "cite this page" names).
      { path: '/space/:id/history/:version', lazy: atVersion },
      { path: '/space/:spaceId/property/:propertyId/history/:version', lazy: atVersion },
      { path: '/property/:id/history/:version', lazy: atVersion },
      { path: '/theorem/:id/history/:version', lazy: atVersion },
      { path: '/relation/:id/history/:version', lazy: atVersion },
      { path: `/${EQ}/:id/history/:version`, lazy: atVersion },
      { path: `/${EQ}/property/:id/history/:version`, lazy: atVersion },
      { path: `/${EQ}/:equationId/property/:propertyId/history/:version`, lazy: atVersion },
      { path: `/${EQ}/theorem/:id/history/:version`, lazy: atVersion },
      // A relation by its id (its history's address): its page is named by its two spaces.
      { path: '/relation/:id', lazy: later(() => import('../features/relations/components/RelationById'), (m) => <m.RelationById />) },
      { path: '/data', lazy: later(() => import('../features/open-data/components/DataPage'), (m) => <m.DataPage />) },

      { path: '/space', element: <SpaceList /> },
      { path: '/space/add', lazy: later(() => import('../features/spaces/components/SpaceForm'), (m) => <m.SpaceAdd />) },
      { path: '/space/:id', element: <SpaceDetail />, loader: readsAhead(({ id = '' }) => [spacePath(id), spacePropertiesPath(id)]) },
      { path: '/space/:id/edit', lazy: later(() => import('../features/spaces/components/SpaceForm'), (m) => <m.SpaceEdit />) },
      { path: '/space/:id/delete', lazy: later(() => import('../features/spaces/components/SpaceDelete'), (m) => <m.SpaceDelete />) },
      { path: '/space/:spaceId/property/add', lazy: later(() => import('../features/links/components/LinkForm'), (m) => <m.LinkAdd />) },
      { path: '/space/:spaceId/relation/add', lazy: later(() => import('../features/relations/components/RelationForm'), (m) => <m.RelationAdd />) },
      { path: '/space/:spaceId/relation/:kind/:ofSpaceId', lazy: later(() => import('../features/relations/components/RelationDetail'), (m) => <m.RelationDetail />) },
      { path: '/space/:spaceId/relation/:kind/:ofSpaceId/edit', lazy: later(() => import('../features/relations/components/RelationForm'), (m) => <m.RelationEdit />) },
      { path: '/space/:spaceId/relation/:kind/:ofSpaceId/delete', lazy: later(() => import('../features/relations/components/RelationDelete'), (m) => <m.RelationDelete />) },
      { path: '/space/:spaceId/property/:propertyId', element: <LinkDetail side="space" /> },
      { path: '/space/:spaceId/property/:propertyId/edit', lazy: later(() => import('../features/links/components/LinkForm'), (m) => <m.LinkEdit side="space" />) },
      { path: '/space/:spaceId/property/:propertyId/problem/edit', lazy: later(() => import('../features/links/components/ProblemForm'), (m) => <m.ProblemEdit />) },
      { path: '/space/:spaceId/property/:propertyId/delete', lazy: later(() => import('../features/links/components/LinkDelete'), (m) => <m.LinkDelete side="space" />) },

      { path: '/property', element: <PropertyList /> },
      { path: '/property/add', lazy: later(() => import('../features/properties/components/PropertyForm'), (m) => <m.PropertyAdd />) },
      {
        path: '/property/:id',
        element: <PropertyDetail />,
        loader: readsAhead(({ id = '' }) => [propertyPath(id), propertySpacesPath(id), propertyTheoremsPath(id)]),
      },
      { path: '/property/:id/edit', lazy: later(() => import('../features/properties/components/PropertyForm'), (m) => <m.PropertyEdit />) },
      { path: '/property/:id/delete', lazy: later(() => import('../features/properties/components/PropertyDelete'), (m) => <m.PropertyDelete />) },
      { path: '/property/:propertyId/space/:spaceId', element: <LinkDetail side="property" /> },
      { path: '/property/:propertyId/space/:spaceId/edit', lazy: later(() => import('../features/links/components/LinkForm'), (m) => <m.LinkEdit side="property" />) },
      { path: '/property/:propertyId/space/:spaceId/delete', lazy: later(() => import('../features/links/components/LinkDelete'), (m) => <m.LinkDelete side="property" />) },

      { path: '/theorem', element: <TheoremList /> },
      { path: '/theorem/add', lazy: later(() => import('../features/theorems/components/TheoremForm'), (m) => <m.TheoremAdd />) },
      { path: '/theorem/:id', element: <TheoremDetail />, loader: readsAhead(({ id = '' }) => [theoremPath(id)]) },
      { path: '/theorem/:id/edit', lazy: later(() => import('../features/theorems/components/TheoremForm'), (m) => <m.TheoremEdit />) },
      { path: '/theorem/:id/delete', lazy: later(() => import('../features/theorems/components/TheoremDelete'), (m) => <m.TheoremDelete />) },

      { path: `/${EQ}`, element: <EquationList /> },
      { path: `/${EQ}/add`, lazy: later(() => import('../features/equations/components/EquationForm'), (m) => <m.EquationAdd />) },
      { path: `/${EQ}/compare`, lazy: later(() => import('../features/discovery/components/ComparePage'), (m) => <m.ComparePage kind="equation" />) },
      { path: `/${EQ}/:id`, element: <EquationDetail /> },
      { path: `/${EQ}/:id/edit`, lazy: later(() => import('../features/equations/components/EquationForm'), (m) => <m.EquationEdit />) },
      { path: `/${EQ}/:id/delete`, lazy: later(() => import('../features/equations/components/EquationDelete'), (m) => <m.EquationDelete />) },
      { path: `/${EQ}/:equationId/property/add`, lazy: later(() => import('../features/equation-links/components/EquationLinkForm'), (m) => <m.EquationLinkAdd />) },
      { path: `/${EQ}/:equationId/property/:propertyId`, element: <EquationLinkDetail side="equation" /> },
      { path: `/${EQ}/:equationId/property/:propertyId/edit`, lazy: later(() => import('../features/equation-links/components/EquationLinkForm'), (m) => <m.EquationLinkEdit side="equation" />) },
      { path: `/${EQ}/:equationId/property/:propertyId/delete`, lazy: later(() => import('../features/equation-links/components/EquationLinkDelete'), (m) => <m.EquationLinkDelete side="equation" />) },

      { path: `/${EQ}/property`, element: <EquationPropertyList /> },
      { path: `/${EQ}/property/add`, lazy: later(() => import('../features/equation-properties/components/EquationPropertyForm'), (m) => <m.EquationPropertyAdd />) },
      { path: `/${EQ}/property/:id`, element: <EquationPropertyDetail /> },
      { path: `/${EQ}/property/:id/edit`, lazy: later(() => import('../features/equation-properties/components/EquationPropertyForm'), (m) => <m.EquationPropertyEdit />) },
      { path: `/${EQ}/property/:id/delete`, lazy: later(() => import('../features/equation-properties/components/EquationPropertyDelete'), (m) => <m.EquationPropertyDelete />) },
      { path: `/${EQ}/theorem`, element: <EquationTheoremList /> },
      { path: `/${EQ}/theorem/add`, lazy: later(() => import('../features/equation-theorems/components/EquationTheoremForm'), (m) => <m.EquationTheoremAdd />) },
      { path: `/${EQ}/theorem/:id`, element: <EquationTheoremDetail /> },
      { path: `/${EQ}/theorem/:id/edit`, lazy: later(() => import('../features/equation-theorems/components/EquationTheoremForm'), (m) => <m.EquationTheoremEdit />) },
      { path: `/${EQ}/theorem/:id/delete`, lazy: later(() => import('../features/equation-theorems/components/EquationTheoremDelete'), (m) => <m.EquationTheoremDelete />) },
      { path: `/${EQ}/property/:propertyId/${EQ}/:equationId`, element: <EquationLinkDetail side="property" /> },
      { path: `/${EQ}/property/:propertyId/${EQ}/:equationId/edit`, lazy: later(() => import('../features/equation-links/components/EquationLinkForm'), (m) => <m.EquationLinkEdit side="property" />) },
      { path: `/${EQ}/property/:propertyId/${EQ}/:equationId/delete`, lazy: later(() => import('../features/equation-links/components/EquationLinkDelete'), (m) => <m.EquationLinkDelete side="property" />) },

      { path: '*', element: <Navigate to="/not-found" replace /> },
    ],
  },
];

/** /questions?… → /gaps?… (same filters). */
function GapsRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/gaps${search}`} replace />;
}

export const router = createBrowserRouter(routes);
