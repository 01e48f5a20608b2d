import {
  type HeroTexts,
  type SeoEntry,
  type UpdateHeroRequest,
  updateHeroRequestSchema,
  type UpdateSeoRequest,
  updateSeoRequestSchema,
} from '@ohmstead/contracts/home-configuration';
import { useId, useState } from 'react';
import { AdminCard, AdminPage, LoadState } from '@/components/admin/AdminPage';
import { FormActions } from '@/components/admin/FormActions';
import { FieldLabel } from '@/components/form/FieldLabel';
import { TextArea } from '@/components/form/TextArea';
import { TextField } from '@/components/form/TextField';
import { formatDateTime } from '@/lib/date-time';
import { useContractForm } from '@/lib/use-contract-form';
import { useLoad } from '@/lib/use-load';
import { getHomeConfiguration, updateHero, updateSeo } from '../api/home-configuration-api';
import { homeConfigurationWords } from './home-configuration-words';

const t = homeConfigurationWords;

/** Update Home Configuration (/admin/user-management/update-profile/3): page tags and the Home hero. */
export function HomeConfigurationScreen() {
  const { data, error, reload, setData } = useLoad(getHomeConfiguration);
  return (
    <AdminPage title={t.title}>
      {data ? (
        <>
          <HeroForm hero={data.hero} onSaved={(hero) => setData({ ...data, hero })} />
          <SeoEditor
            entries={data.seo}
            onSaved={(entry) =>
              setData({
                ...data,
                seo: data.seo.map((old) => (old.pageName === entry.pageName ? entry : old)),
              })
            }
          />
        </>
      ) : (
        <LoadState error={error} onRetry={reload} />
      )}
    </AdminPage>
  );
}

function HeroForm({ hero, onSaved }: { hero: HeroTexts; onSaved: (hero: HeroTexts) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    outcome,
    dismissOutcome,
    save,
  } = useContractForm(updateHeroRequestSchema, hero);
  const submit = (values: UpdateHeroRequest) =>
    save(
      () => updateHero(values),
      (answer) => onSaved(answer.hero),
    );
  return (
    <AdminCard title={t.heroHeading} intro={t.heroIntro}>
      <form className="admin-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <TextField
          label={t.beforeTitle}
          required
          error={errors.beforeTitle?.message}
          {...register('beforeTitle')}
        />
        <TextField label={t.heroTitle} required error={errors.title?.message} {...register('title')} />
        <TextArea label={t.heroText} required rows={4} error={errors.text?.message} {...register('text')} />
        <FormActions outcome={outcome} onDismissOutcome={dismissOutcome} saving={isSubmitting} />
      </form>
    </AdminCard>
  );
}

function SeoEditor({ entries, onSaved }: { entries: SeoEntry[]; onSaved: (entry: SeoEntry) => void }) {
  const selectId = useId();
  const [pageName, setPageName] = useState(entries[0]?.pageName);
  const entry = entries.find((candidate) => candidate.pageName === pageName);
  return (
    <AdminCard title={t.seoHeading} intro={t.seoIntro}>
      <div className="admin-form">
        <div className="form-field">
          <FieldLabel htmlFor={selectId}>{t.page}</FieldLabel>
          <select
            id={selectId}
            className="form-field__control"
            value={pageName}
            onChange={(event) => setPageName(event.target.value as SeoEntry['pageName'])}
          >
            {entries.map((candidate) => (
              <option key={candidate.pageName} value={candidate.pageName}>
                {candidate.pageName}
              </option>
            ))}
          </select>
        </div>
        {/* A new page starts a new form, so its fields hold that page's tags. */}
        {entry && <SeoForm key={entry.pageName} entry={entry} onSaved={onSaved} />}
      </div>
    </AdminCard>
  );
}

function SeoForm({ entry, onSaved }: { entry: SeoEntry; onSaved: (entry: SeoEntry) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    outcome,
    dismissOutcome,
    save,
  } = useContractForm(updateSeoRequestSchema, {
    pageName: entry.pageName,
    title: entry.title,
    metaKeyword: entry.metaKeyword,
    metaDescription: entry.metaDescription,
  });
  const submit = (values: UpdateSeoRequest) =>
    save(
      () => updateSeo(values),
      (answer) => onSaved(answer.entry),
    );
  return (
    <form
      className="admin-form"
      noValidate
      aria-label={`${entry.pageName} page tags`}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <p className="admin-card__intro">{t.lastChanged(formatDateTime(entry.updatedAt))}</p>
      <TextField label={t.seoTitle} required error={errors.title?.message} {...register('title')} />
      <TextArea
        label={t.metaKeyword}
        required
        rows={2}
        error={errors.metaKeyword?.message}
        {...register('metaKeyword')}
      />
      <TextArea
        label={t.metaDescription}
        required
        rows={3}
        error={errors.metaDescription?.message}
        {...register('metaDescription')}
      />
      <FormActions outcome={outcome} onDismissOutcome={dismissOutcome} saving={isSubmitting} />
    </form>
  );
}
