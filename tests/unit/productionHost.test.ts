import {productionHostPlan} from '../../scripts/lib/productionHost.mjs';

describe('production-host suite plan (npm test)', () => {
  it('runs the suite when nginx is installed, on CI or not', () => {
    expect(productionHostPlan({nginx: '/usr/sbin/nginx', ci: undefined})).toEqual({action: 'run'});
    expect(productionHostPlan({nginx: '/usr/sbin/nginx', ci: 'true'})).toEqual({action: 'run'});
  });

  it('skips it with the reason on a developer machine without nginx', () => {
    const plan = productionHostPlan({nginx: undefined, ci: undefined});
    expect(plan.action).toBe('skip');
    expect(plan).toHaveProperty('reason', expect.stringContaining('nginx is not installed'));
  });

  it('fails on CI without nginx', () => {
    const plan = productionHostPlan({nginx: undefined, ci: 'true'});
    expect(plan.action).toBe('fail');
    expect(plan).toHaveProperty('reason', expect.stringContaining('CI requires'));
  });
});
