import type { DifferentialEquation, DifferentialEquationProperty } from '../entities';
import { orderedReferences } from '../reference/reference';

export function equationView(e: DifferentialEquation) {
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

export function equationSummary(e: Pick<DifferentialEquation, 'id' | 'name' | 'symbol'>) {
  return { id: e.id, name: e.name, symbol: e.symbol };
}

export function equationPropertyView(p: DifferentialEquationProperty) {
  return { id: p.id, name: p.name, description: p.description, references: orderedReferences(p.references), version: p.version };
}

export function equationPropertySummary(p: Pick<DifferentialEquationProperty, 'id' | 'name'>) {
  return { id: p.id, name: p.name };
}
