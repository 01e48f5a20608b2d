/**
 * Products, components, releases and a roll-out, and an in-memory stand-in for the OTA calls, for the
 * stories: no network. Not imported by the screens, so never part of the built site.
 */
import type { Component, Product, Release, ReleaseDetailResponse } from '@ohmstead/contracts/ota';
import type { ApiResult } from '@/lib/api';
import { never, page } from '@/lib/fake-answers';
import type { OtaApi } from './api/ota-api';

const at = (daysAgo: number) => new Date(Date.UTC(2026, 10, 27, 12) - daysAgo * 86_400_000).toISOString();

export const sampleProducts = (): Product[] => [
  {
    id: 1,
    code: 'CP-75',
    name: 'Charge Post 75',
    kind: 'charge-post',
    description: 'DC charge post.',
    ratedPowerKw: 75,
    components: 2,
    devices: 9,
    updatedAt: at(3),
  },
  {
    id: 2,
    code: 'PR-DC-200',
    name: 'Power Router DC',
    kind: 'power-router',
    description: 'Six DC ports.',
    ratedPowerKw: 200,
    components: 3,
    devices: 2,
    updatedAt: at(3),
  },
  {
    id: 3,
    code: 'PBL-2U-30',
    name: 'Power Blade',
    kind: 'power-blade',
    description: '2U power shelf.',
    ratedPowerKw: 30,
    components: 1,
    devices: 2,
    updatedAt: at(3),
  },
];

export const sampleComponents = (): Component[] => [
  {
    id: 1,
    productId: 1,
    productName: 'Charge Post 75',
    code: 'charge-controller',
    name: 'Charge controller',
    description: '',
    latestVersion: '4.2.1',
    releases: 3,
    updatedAt: at(3),
  },
  {
    id: 2,
    productId: 1,
    productName: 'Charge Post 75',
    code: 'hmi',
    name: 'Display and QR panel',
    description: '',
    latestVersion: '1.4.0',
    releases: 2,
    updatedAt: at(3),
  },
  {
    id: 3,
    productId: 2,
    productName: 'Power Router DC',
    code: 'main-controller',
    name: 'Main controller',
    description: '',
    latestVersion: '2.4.1',
    releases: 3,
    updatedAt: at(3),
  },
];

export const sampleRelease = (): Release => ({
  id: 7,
  componentId: 3,
  component: 'main-controller',
  componentName: 'Main controller',
  productId: 2,
  productName: 'Power Router DC',
  version: '2.5.0',
  sha256: '9f2c1a0b7d4e8f6a5c3b2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a',
  sizeBytes: 49_200,
  fileName: 'pr-dc-200-main-controller-2.5.0.ohmfw',
  releaseNotes: 'Faster port hand-over.\nFixes a rare fan alarm at start-up.',
  downgrade: false,
  uploadedBy: 'Alex Morgan',
  createdAt: at(1),
  installedOn: 1,
});

export const sampleReleaseDetail = (): ReleaseDetailResponse => ({
  responseStatusCode: 200,
  release: sampleRelease(),
  rollouts: [
    {
      id: 3,
      releaseId: 7,
      version: '2.5.0',
      component: 'main-controller',
      target: 'devices',
      percentage: null,
      createdBy: 'Alex Morgan',
      createdAt: at(0.1),
      devices: [
        {
          deviceId: 1,
          serial: 'PRD-24-0001',
          siteName: 'Cary Civic Center Microgrid',
          previousVersion: '2.4.1',
          currentVersion: '2.5.0',
          phase: 'succeeded',
          progress: 100,
          message: null,
          online: true,
          updatedAt: at(0.05),
        },
        {
          deviceId: 2,
          serial: 'PRD-24-0002',
          siteName: 'Raleigh Plaza EV Hub',
          previousVersion: '2.4.1',
          currentVersion: '2.4.1',
          phase: 'downloading',
          progress: 50,
          message: null,
          online: true,
          updatedAt: at(0.01),
        },
        {
          deviceId: 3,
          serial: 'PRD-24-0003',
          siteName: 'Test Bench',
          previousVersion: '2.4.1',
          currentVersion: '2.4.1',
          phase: 'rolled-back',
          progress: 0,
          message: 'Kept main-controller 2.4.1',
          online: true,
          updatedAt: at(0.02),
        },
        {
          deviceId: 4,
          serial: 'PRD-24-0004',
          siteName: 'Chapel Hill Medical Offices',
          previousVersion: '2.4.0',
          currentVersion: '2.4.0',
          phase: 'queued',
          progress: 0,
          message: null,
          online: false,
          updatedAt: at(0.1),
        },
      ],
    },
  ],
  eligible: [
    {
      deviceId: 1,
      serial: 'PRD-24-0001',
      siteName: 'Cary Civic Center Microgrid',
      currentVersion: '2.5.0',
      online: true,
    },
    {
      deviceId: 2,
      serial: 'PRD-24-0002',
      siteName: 'Raleigh Plaza EV Hub',
      currentVersion: '2.4.1',
      online: true,
    },
    {
      deviceId: 4,
      serial: 'PRD-24-0004',
      siteName: 'Chapel Hill Medical Offices',
      currentVersion: '2.4.0',
      online: false,
    },
  ],
});

/** The calls answered from memory. `pending` never answers; `fail` answers every read with an error. */
export function fakeOtaApi({
  pending = false,
  fail,
  empty = false,
}: { pending?: boolean; fail?: string; empty?: boolean } = {}): OtaApi {
  const answer = async <T>(data: T): Promise<ApiResult<T>> =>
    pending ? never() : fail ? { ok: false, status: 503, message: fail } : { ok: true, data };
  const saved = async <T>(data: T): Promise<ApiResult<T>> => ({ ok: true, data });
  return {
    products: () => answer(page(empty ? [] : sampleProducts())),
    saveProduct: (body) =>
      saved({
        responseStatusCode: 201,
        message: 'The product has been created.',
        product: {
          ...sampleProducts()[0]!,
          ...body,
          id: 9,
          ratedPowerKw: Number(body.ratedPowerKw),
          description: body.description ?? '',
        },
      }),
    deleteProduct: async () => ({
      ok: false,
      status: 409,
      message: 'This product still has components or devices; remove those first.',
    }),
    components: () => answer(page(empty ? [] : sampleComponents())),
    saveComponent: () =>
      saved({
        responseStatusCode: 201,
        message: 'The component has been created.',
        component: sampleComponents()[0]!,
      }),
    deleteComponent: async () => ({
      ok: false,
      status: 409,
      message: 'This component has firmware releases; it cannot be deleted.',
    }),
    releases: () => answer(page(empty ? [] : [sampleRelease()])),
    upload: async () => ({
      ok: false,
      status: 409,
      message: 'Version 2.5.0 of this component has already been uploaded.',
    }),
    release: () => answer(sampleReleaseDetail()),
    rollOut: async () => ({
      ok: true,
      data: {
        responseStatusCode: 201,
        message: 'The roll-out has started on 1 device.',
        rollout: sampleReleaseDetail().rollouts[0]!,
      },
    }),
  };
}
