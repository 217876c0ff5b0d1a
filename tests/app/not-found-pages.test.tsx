import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SurveyDetailsPage from '@/features/admin-surveys/survey-details.page';
import SurveyResultsPage from '@/features/admin-surveys/survey-results.page';
import SurveyScaleDetailsPage from '@/features/admin-surveys/survey-scale-details.page';
import ProductFilterDetailsPage from '@/features/admin-filters/product-filter-details.page';
import UserDetailsPage from '@/features/admin-users/user-details.page';
import RecognitionCategoryPage from '@/features/admin-recognition/category-details.page';
import CandidatesPage from '@/features/job-bank/candidates.page';
import EditJobPage from '@/features/job-bank/edit-job.page';
import JobDetailsPage from '@/features/job-bank/job-details.page';
import CategoryDetailsPage from '@/features/operator-rewards/category-details.page';
import CompanyDetailsPage from '@/features/operator-companies/company-details.page';
import LoadCouponsPage from '@/features/operator-rewards/load-coupons.page';
import ProviderDetailsPage from '@/features/operator-rewards/provider-details.page';
import RewardDetailsPage from '@/features/operator-rewards/reward-details.page';
import CommentReportPage from '@/features/posts/comment-report.page';
import GalleryPage from '@/features/posts/gallery.page';
import PostDetailPage from '@/features/posts/post-detail.page';
import FoundationPage from '@/features/store/foundation.page';
import OrderDetailsPage from '@/features/store/order-details.page';
import ProviderPage from '@/features/store/provider.page';
import RegisterServicesPage from '@/features/directory/register-services.page';
import { paths, routePatterns } from '@/shared/routing';
import { uiMessages } from '@/shared/ui';
import { renderAsMember } from '../flows/support/render-member';
import { stubIntersectionObserver } from '../support/intersection-observer';

stubIntersectionObserver();

// Every read of one record answers as the gateway does for an unknown id, another company's or an inactive one:
// HTTP 404 with code '04' (docs/decisions/0003). Every other read answers an empty list.
vi.mock('@/api/client', () => {
  const records = new Set([
    '/backoffice/Survey/Get/{id}',
    '/backoffice/Survey/GetSurveyInfo/{id}',
    '/backoffice/SurveyScale/{id}',
    '/BackOffice/RewardProductFilter/{id}',
    '/Account/Get',
    '/backoffice/AcknowledgmentType/{id}',
    '/backend/Job/{id}',
    '/BackEnd/Postulant/GetByJobId',
    '/BackOffice/RewardCategory/{id}',
    '/BackOffice/RewardProvider/{id}',
    '/BackOffice/RewardProduct/{id}',
    '/BackOffice/Company/{id}',
    '/backend/CompanyPost/ById/{id}',
    '/backend/CompanyPost/WithImages/{id}',
    '/backend/PostComment/Report/{reportId}',
    '/Ecommerce/PurchaseOrderDetail',
    '/BackEnd/GetDirectoryInfoById',
  ]);
  const reply = (status: number, body: unknown) => ({
    ...(status === 200 ? { data: body } : { error: body }),
    response: new Response(null, { status }),
  });
  return {
    api: {
      GET: async (path: string) =>
        records.has(path)
          ? reply(404, { responseCode: '04', responseMessage: 'El registro no existe.', data: null })
          : reply(200, { responseCode: '00', responseMessage: '', data: [] }),
    },
  };
});

vi.mock('@/features/store/use-delay', async (original) => ({
  ...(await original<object>()),
  PURCHASE_DELAY_MS: 0,
}));

const o = routePatterns.operator;
const a = routePatterns.admin;
const u = routePatterns.member;

interface Case {
  name: string;
  pattern: string;
  url: string;
  Page: ComponentType;
  list: string;
  back: string;
}

const cases: Case[] = [
  {
    name: 'survey editor',
    pattern: a.surveyDetails,
    url: paths.admin.surveyDetails(999),
    Page: SurveyDetailsPage,
    list: 'Tu opinion',
    back: paths.admin.surveys,
  },
  {
    name: 'survey results',
    pattern: a.surveyResults,
    url: paths.admin.surveyResults(999),
    Page: SurveyResultsPage,
    list: 'Tu opinion',
    back: paths.admin.surveys,
  },
  {
    name: 'survey scale',
    pattern: a.surveyScaleDetails,
    url: paths.admin.surveyScaleDetails(3, 999),
    Page: SurveyScaleDetailsPage,
    list: 'Escalas',
    back: paths.admin.surveyScales(3),
  },
  {
    name: 'coupon filter',
    pattern: a.productFilterDetails,
    url: paths.admin.productFilterDetails(999),
    Page: ProductFilterDetailsPage,
    list: 'Filtros de cupones',
    back: paths.admin.productFilter,
  },
  {
    name: 'user',
    pattern: a.userDetails,
    url: paths.admin.userDetails(999),
    Page: UserDetailsPage,
    list: 'Usuarios',
    back: paths.admin.users,
  },
  {
    name: 'recognition category',
    pattern: a.categoryDetails,
    url: paths.admin.categoryDetails(999),
    Page: RecognitionCategoryPage,
    list: 'Categorías de reconocimiento',
    back: paths.admin.board,
  },
  {
    name: 'reward',
    pattern: o.rewardDetails,
    url: paths.operator.rewardDetails(999),
    Page: RewardDetailsPage,
    list: 'Control de recompensas',
    back: paths.operator.controlReward(1),
  },
  {
    name: 'coupon load',
    pattern: o.loadCoupons,
    url: paths.operator.loadCoupons(999),
    Page: LoadCouponsPage,
    list: 'Control de recompensas',
    back: paths.operator.controlReward(1),
  },
  {
    name: 'reward category',
    pattern: o.rewardCategoryDetails,
    url: paths.operator.rewardCategoryDetails(999),
    Page: CategoryDetailsPage,
    list: 'Categorías',
    back: paths.operator.categories(1),
  },
  {
    name: 'reward provider',
    pattern: o.rewardProviderDetails,
    url: paths.operator.rewardProviderDetails(999),
    Page: ProviderDetailsPage,
    list: 'Proveedores',
    back: paths.operator.providers(1),
  },
  {
    name: 'company',
    pattern: o.companyDetails,
    url: paths.operator.companyDetails(999),
    Page: CompanyDetailsPage,
    list: 'Empresas',
    back: paths.operator.companies,
  },
  {
    name: 'job',
    pattern: u.jobDetails,
    url: paths.jobDetails(999),
    Page: JobDetailsPage,
    list: 'Bolsa de trabajo',
    back: paths.jobBank,
  },
  {
    name: 'job edit',
    pattern: u.editJob,
    url: paths.editJob(999),
    Page: EditJobPage,
    list: 'Mis empleos',
    back: paths.jobsPublished,
  },
  {
    name: 'job candidates',
    pattern: u.candidates,
    url: paths.candidates(999),
    Page: CandidatesPage,
    list: 'Mis empleos',
    back: paths.jobsPublished,
  },
  {
    name: 'post',
    pattern: u.storyPost,
    url: paths.storyPost(1, 999),
    Page: PostDetailPage,
    list: 'Orgullo LGBTQ+',
    back: paths.storiesPride,
  },
  {
    name: 'gallery',
    pattern: u.gallery,
    url: paths.gallery(999),
    Page: GalleryPage,
    list: 'Galería',
    back: paths.gallery(),
  },
  {
    name: 'reported comment',
    pattern: u.ourCompanyReport,
    url: paths.ourCompanyReport(1, 999),
    Page: CommentReportPage,
    list: 'Mundo Pride',
    back: paths.blogCompany,
  },
  {
    name: 'order',
    pattern: u.orderDetails,
    url: paths.orderDetails(999),
    Page: OrderDetailsPage,
    list: 'Mis compras',
    back: paths.shoppingHistory,
  },
  {
    name: 'store provider',
    pattern: u.provider,
    url: paths.provider(999),
    Page: ProviderPage,
    list: 'Beneficios Pride',
    back: paths.discount,
  },
  {
    name: 'foundation',
    pattern: u.foundation,
    url: paths.foundation(999),
    Page: FoundationPage,
    list: 'Comunidad que cuida',
    back: paths.caringCommunity,
  },
  {
    name: 'directory entry to edit',
    pattern: u.registerService,
    url: paths.registerService(999),
    Page: RegisterServicesPage,
    list: 'Economía Incluyente',
    back: paths.directory,
  },
];

function renderAt({ pattern, url, Page }: Case) {
  return renderAsMember(
    <Routes>
      <Route path={pattern} element={<Page />} />
    </Routes>,
    { roleName: 'Recursos Humanos', route: url },
  );
}

const m = uiMessages.notFound;

describe('a detail page opened on a record that is not there (docs/decisions/0240)', () => {
  const consoleError = vi.spyOn(console, 'error');
  afterEach(() => consoleError.mockClear());

  it.each(cases)('$name: one notice, the way back to its list, no toast', async (c) => {
    renderAt(c);
    const notice = await screen.findByRole('region', { name: m.title });
    expect(notice).toHaveTextContent(m.text);
    expect(screen.getByRole('link', { name: m.back(c.list) })).toHaveAttribute('href', c.back);
    // It stays one notice: nothing stacks up after the failed read settles, and no error toast is raised.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('region', { name: m.title })).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const loops = consoleError.mock.calls.filter((args) =>
      /Too many re-renders|Maximum update depth|Cannot update a component/.test(String(args[0])),
    );
    expect(loops).toEqual([]);
  });
});
