import type { Equation, EquationProperty, EquationPropertySummary, EquationSummary } from '../../../kb/contract/items';
import { orderedReferences } from '../../../kb/contract/references';
import type { DifferentialEquation, DifferentialEquationProperty } from '../entities';

export function equationView(e: DifferentialEquation): Equation {
  return {
    id: e.id,
    name: e.name,
    symbol: e.symbol,
    variables: e.variables,
    parameters: e.parameters,
    description: e.description,
    references: orderedReferences(e.references),
    version: e.version,
  };
}

export function equationSummary(e: Pick<DifferentialEquation, 'id' | 'name' | 'symbol'>): EquationSummary {
  return { id: e.id, name: e.name, symbol: e.symbol };
}

export function equationPropertyView(p: DifferentialEquationProperty): EquationProperty {
  return { id: p.id, name: p.name, description: p.description, references: orderedReferences(p.references), version: p.version };
}

export function equationPropertySummary(p: Pick<DifferentialEquationProperty, 'id' | 'name'>): EquationPropertySummary {
  return { id: p.id, name: p.name };
}
