import { NotFoundException } from '@nestjs/common';
import { IdPipe } from './id.pipe';

describe('IdPipe', () => {
  const pipe = new IdPipe();

  test.each(['1', '42', '2147483647'])('accepts %s', (id) => {
    expect(pipe.transform(id)).toBe(Number(id));
  });

  test.each(['0', '-1', '01', '1.0', '1e3', ' 1', 'abc', '', '2147483648', '99999999999999999999'])('refuses %j as not found', (id) => {
    expect(() => pipe.transform(id)).toThrow(NotFoundException);
  });
});
