import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { paths, routePatterns } from '@/shared/routing';

describe('URL builders', () => {
  it('fills route parameters', () => {
    expect(paths.provider(12)).toBe('/provider/12');
    expect(paths.directoryDetails(4)).toBe('/details-directory/4');
    expect(paths.ourCompanyReport(2, 9)).toBe('/our-company/2/report/9');
    expect(paths.storyPost(3, 15)).toBe('/stories-pride/3/15');
    expect(paths.cardTokenizationResult(false)).toBe('/register-services/card-tokenization-result/false');
    expect(paths.referralRegister('abc-123')).toBe('/register/abc-123');
    expect(paths.admin.surveyScaleDetails(3, 0)).toBe('/admin/details-survey-scale/3/0');
    expect(paths.admin.userDetails('new')).toBe('/admin/users-details/new');
    expect(paths.operator.controlReward(2)).toBe('/operator/controlreward/2');
  });

  it('leaves out optional parameters that are not given', () => {
    expect(paths.gallery()).toBe('/blog-company/gallery');
    expect(paths.gallery(6)).toBe('/blog-company/gallery/6');
    expect(paths.audience()).toBe('/audience');
    expect(paths.jobDetails(31)).toBe('/details-job/31');
    expect(paths.admin.categoryDetails()).toBe('/admin/details-category');
  });

  it('encodes values so a token cannot change the path', () => {
    expect(paths.referralRegister('a/b c')).toBe('/register/a%2Fb%20c');
  });

  it('builds URLs that their own route pattern matches', () => {
    expect(matchPath(routePatterns.member.provider, paths.provider(1))).not.toBeNull();
    expect(matchPath(routePatterns.admin.surveyResults, paths.admin.surveyResults(8))?.params).toEqual({
      id: '8',
    });
    expect(matchPath(routePatterns.operator.rewardDetails, paths.operator.rewardDetails(0))?.params).toEqual({
      id: '0',
    });
  });

  it('points at the three legal documents', () => {
    expect(paths.documents).toEqual({
      safeEnvironment: '/ambienteseguro.pdf',
      privacyNotice: '/avisoprivacidad.pdf',
      terms: '/terminosycondiciones.pdf',
    });
  });
});
