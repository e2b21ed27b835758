import type { DifferentialEquation, DifferentialEquationProperty } from '../entities';

export function equationView(e: DifferentialEquation) {
  return {
    id: e.id,
    name: e.name,
    symbol: e.symbol,
    variables: e.variables,
    parameters: e.parameters,
    description: e.description,
    references: e.references,
  };
}

export function equationSummary(e: Pick<DifferentialEquation, 'id' | 'name' | 'symbol'>) {
  return { id: e.id, name: e.name, symbol: e.symbol };
}

export function equationPropertyView(p: DifferentialEquationProperty) {
  return { id: p.id, name: p.name, description: p.description, references: p.references };
}

export function equationPropertySummary(p: Pick<DifferentialEquationProperty, 'id' | 'name'>) {
  return { id: p.id, name: p.name };
}
