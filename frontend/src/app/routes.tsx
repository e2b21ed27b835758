/** Every route of spec section 2, in one place. */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { Home } from '../features/home/components/Home';
import { NotFound } from '../features/home/components/NotFound';
import { Info } from '../features/info/components/Info';
import { Admin } from '../features/admin/components/Admin';
import { SpaceList } from '../features/spaces/components/SpaceList';
import { SpaceDetail } from '../features/spaces/components/SpaceDetail';
import { SpaceAdd, SpaceEdit } from '../features/spaces/components/SpaceForm';
import { SpaceDelete } from '../features/spaces/components/SpaceDelete';
import { PropertyList } from '../features/properties/components/PropertyList';
import { PropertyDetail } from '../features/properties/components/PropertyDetail';
import { PropertyAdd, PropertyEdit } from '../features/properties/components/PropertyForm';
import { PropertyDelete } from '../features/properties/components/PropertyDelete';
import { LinkDetail } from '../features/links/components/LinkDetail';
import { LinkAdd, LinkEdit } from '../features/links/components/LinkForm';
import { LinkDelete } from '../features/links/components/LinkDelete';
import { TheoremList } from '../features/theorems/components/TheoremList';
import { TheoremDetail } from '../features/theorems/components/TheoremDetail';
import { TheoremAdd, TheoremEdit } from '../features/theorems/components/TheoremForm';
import { TheoremDelete } from '../features/theorems/components/TheoremDelete';
import { EquationList } from '../features/equations/components/EquationList';
import { EquationDetail } from '../features/equations/components/EquationDetail';
import { EquationAdd, EquationEdit } from '../features/equations/components/EquationForm';
import { EquationDelete } from '../features/equations/components/EquationDelete';
import { EquationPropertyList } from '../features/equation-properties/components/EquationPropertyList';
import { EquationPropertyDetail } from '../features/equation-properties/components/EquationPropertyDetail';
import { EquationPropertyAdd, EquationPropertyEdit } from '../features/equation-properties/components/EquationPropertyForm';
import { EquationPropertyDelete } from '../features/equation-properties/components/EquationPropertyDelete';
import { EquationLinkDetail } from '../features/equation-links/components/EquationLinkDetail';
import { EquationLinkAdd, EquationLinkEdit } from '../features/equation-links/components/EquationLinkForm';
import { EquationLinkDelete } from '../features/equation-links/components/EquationLinkDelete';

const EQ = 'differential-equation';

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/admin', element: <Admin /> },
      { path: '/info', element: <Info /> },
      { path: '/not-found', element: <NotFound /> },

      { path: '/space', element: <SpaceList /> },
      { path: '/space/add', element: <SpaceAdd /> },
      { path: '/space/:id', element: <SpaceDetail /> },
      { path: '/space/:id/edit', element: <SpaceEdit /> },
      { path: '/space/:id/delete', element: <SpaceDelete /> },
      { path: '/space/:spaceId/property/add', element: <LinkAdd /> },
      { path: '/space/:spaceId/property/:propertyId', element: <LinkDetail side="space" /> },
      { path: '/space/:spaceId/property/:propertyId/edit', element: <LinkEdit side="space" /> },
      { path: '/space/:spaceId/property/:propertyId/delete', element: <LinkDelete side="space" /> },

      { path: '/property', element: <PropertyList /> },
      { path: '/property/add', element: <PropertyAdd /> },
      { path: '/property/:id', element: <PropertyDetail /> },
      { path: '/property/:id/edit', element: <PropertyEdit /> },
      { path: '/property/:id/delete', element: <PropertyDelete /> },
      { path: '/property/:propertyId/space/:spaceId', element: <LinkDetail side="property" /> },
      { path: '/property/:propertyId/space/:spaceId/edit', element: <LinkEdit side="property" /> },
      { path: '/property/:propertyId/space/:spaceId/delete', element: <LinkDelete side="property" /> },

      { path: '/theorem', element: <TheoremList /> },
      { path: '/theorem/add', element: <TheoremAdd /> },
      { path: '/theorem/:id', element: <TheoremDetail /> },
      { path: '/theorem/:id/edit', element: <TheoremEdit /> },
      { path: '/theorem/:id/delete', element: <TheoremDelete /> },

      { path: `/${EQ}`, element: <EquationList /> },
      { path: `/${EQ}/add`, element: <EquationAdd /> },
      { path: `/${EQ}/:id`, element: <EquationDetail /> },
      { path: `/${EQ}/:id/edit`, element: <EquationEdit /> },
      { path: `/${EQ}/:id/delete`, element: <EquationDelete /> },
      { path: `/${EQ}/:equationId/property/add`, element: <EquationLinkAdd /> },
      { path: `/${EQ}/:equationId/property/:propertyId`, element: <EquationLinkDetail side="equation" /> },
      { path: `/${EQ}/:equationId/property/:propertyId/edit`, element: <EquationLinkEdit side="equation" /> },
      { path: `/${EQ}/:equationId/property/:propertyId/delete`, element: <EquationLinkDelete side="equation" /> },

      { path: `/${EQ}/property`, element: <EquationPropertyList /> },
      { path: `/${EQ}/property/add`, element: <EquationPropertyAdd /> },
      { path: `/${EQ}/property/:id`, element: <EquationPropertyDetail /> },
      { path: `/${EQ}/property/:id/edit`, element: <EquationPropertyEdit /> },
      { path: `/${EQ}/property/:id/delete`, element: <EquationPropertyDelete /> },
      { path: `/${EQ}/property/:propertyId/${EQ}/:equationId`, element: <EquationLinkDetail side="property" /> },
      { path: `/${EQ}/property/:propertyId/${EQ}/:equationId/edit`, element: <EquationLinkEdit side="property" /> },
      { path: `/${EQ}/property/:propertyId/${EQ}/:equationId/delete`, element: <EquationLinkDelete side="property" /> },

      { path: '*', element: <Navigate to="/not-found" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
