/** Every entity, the one list the ORM is configured with (server, CLI and tests). */
import { DifferentialEquationLink } from './differential-equation-link.entity';
import { DifferentialEquationProperty } from './differential-equation-property.entity';
import { DifferentialEquation } from './differential-equation.entity';
import { EquationTheorem, EquationTheoremAtom } from './equation-theorem.entity';
import { InviteCode } from './invite-code.entity';
import { Property } from './property.entity';
import { Session } from './session.entity';
import { SpaceLink } from './space-link.entity';
import { SpaceProblem } from './space-problem.entity';
import { SpaceRelation } from './space-relation.entity';
import { Space } from './space.entity';
import { TheoremAtom } from './theorem-atom.entity';
import { Theorem } from './theorem.entity';
import { User } from './user.entity';

export {
  DifferentialEquation,
  DifferentialEquationLink,
  DifferentialEquationProperty,
  EquationTheorem,
  EquationTheoremAtom,
  InviteCode,
  Property,
  Session,
  Space,
  SpaceLink,
  SpaceProblem,
  SpaceRelation,
  Theorem,
  TheoremAtom,
  User,
};

export const ENTITIES = [
  Space,
  Property,
  SpaceLink,
  SpaceProblem,
  SpaceRelation,
  Theorem,
  TheoremAtom,
  DifferentialEquation,
  DifferentialEquationProperty,
  DifferentialEquationLink,
  EquationTheorem,
  EquationTheoremAtom,
  User,
  InviteCode,
  Session,
];
