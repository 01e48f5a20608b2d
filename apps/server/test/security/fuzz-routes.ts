import { changePasswordRequestSchema, updateProfileRequestSchema } from '@ohmstead/contracts/account';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@ohmstead/contracts/agent-push';
import {
  dismissSafetyCheckQuerySchema,
  loginRequestSchema,
  userIdQuerySchema,
} from '@ohmstead/contracts/auth';
import { botFeedbackRequestSchema } from '@ohmstead/contracts/bot-feedback';
import {
  acknowledgementListQuerySchema,
  chatAnalysisQuerySchema,
  conversationListQuerySchema,
  handoffListQuerySchema,
  transcriptQuerySchema,
} from '@ohmstead/contracts/chat-analysis';
import { emailTranscriptSchema, rateChatSchema } from '@ohmstead/contracts/chat-satisfaction-schemas';
import {
  botAnswerQuerySchema,
  chatFormFieldsSchema,
  chatFormRecordSchema,
  chatLogEntrySchema,
  chatUserQuerySchema,
  contactFormQuerySchema,
  uploadAttachmentsQuerySchema,
} from '@ohmstead/contracts/chat-schemas';
import {
  contactEmailRequestSchema,
  contactTicketRequestSchema,
  leadPostSchema,
} from '@ohmstead/contracts/contact';
import { customerContextQuerySchema } from '@ohmstead/contracts/customer-context';
import { executiveDashboardQuerySchema } from '@ohmstead/contracts/dashboards';
import { firmwareDownloadQuerySchema } from '@ohmstead/contracts/device-link';
import {
  decommissionRequestSchema,
  deviceEventsQuerySchema,
  deviceListQuerySchema,
  idQuerySchema,
  registerDeviceRequestSchema,
  telemetryQuerySchema,
  updateDeviceRequestSchema,
} from '@ohmstead/contracts/devices';
import {
  connectRequestSchema,
  currentLimitRequestSchema,
  historyQuerySchema,
  sessionIdRequestSchema,
  transactionQuerySchema,
} from '@ohmstead/contracts/ev-charging';
import {
  caseStudyQuerySchema,
  feedAdminListQuerySchema,
  feedIdQuerySchema,
  feedMediaUploadQuerySchema,
  feedPageQuerySchema,
  feedRequestSchema,
} from '@ohmstead/contracts/feeds-admin';
import { updateHeroRequestSchema, updateSeoRequestSchema } from '@ohmstead/contracts/home-configuration';
import {
  attachmentIdQuerySchema,
  inquiryIdQuerySchema,
  inquiryListQuerySchema,
  quoteListQuerySchema,
  retryLegRequestSchema,
  setQuoteStatusRequestSchema,
} from '@ohmstead/contracts/inquiries';
import {
  jobApplicationFieldsSchema,
  jobApplicationIdQuerySchema,
  jobApplicationListQuerySchema,
} from '@ohmstead/contracts/jobs-schemas';
import { updateMaintenanceRequestSchema } from '@ohmstead/contracts/maintenance';
import { subscribeRequestSchema, unsubscribeRequestSchema } from '@ohmstead/contracts/newsletter';
import {
  componentListQuerySchema,
  componentRequestSchema,
  createRolloutRequestSchema,
  otaIdQuerySchema,
  productListQuerySchema,
  productRequestSchema,
  releaseListQuerySchema,
  UPLOAD_FIRMWARE_FIELDS,
} from '@ohmstead/contracts/ota';
import { savedReplyIdParamSchema, savedReplyRequestSchema } from '@ohmstead/contracts/saved-replies';
import { seoQuerySchema } from '@ohmstead/contracts/seo';
import {
  socialItemIdQuerySchema,
  socialItemListQuerySchema,
  socialItemMoveQuerySchema,
} from '@ohmstead/contracts/social-items-schemas';
import {
  addTicketCommentRequestSchema,
  assignTicketRequestSchema,
  setTicketStatusRequestSchema,
  ticketAttachmentQuerySchema,
  ticketDashboardQuerySchema,
  ticketKeyQuerySchema,
  ticketListQuerySchema,
} from '@ohmstead/contracts/tickets-admin';
import {
  createUserRequestSchema,
  updateUserRequestSchema,
  userIdParamSchema,
  userListQuerySchema,
} from '@ohmstead/contracts/users';
import type { z } from 'zod';

/**
 * The fuzz's catalogue of every HTTP route the server has (fuzz-http.test.ts checks that it names them
 * all, so a new route joins the fuzz or that test fails).
 */

/** Where each route takes its input: the contracts' schemas give the field names. */
export interface RouteInput {
  query?: z.ZodType;
  body?: z.ZodType | 'boolean' | 'none';
  multipart?: { fields: string[]; files: string[] };
  params?: string[];
}

export const ROUTES: Record<string, RouteInput> = {
  'GET /': {},
  'GET /index.html': {},
  'GET /*': { params: ['*'] },
  // What search engines are told (plugins/site-map): no input at all.
  'GET /robots.txt': {},
  'GET /sitemap.xml': {},
  'GET /api/Seo/GetSeoDataByName': { query: seoQuerySchema },
  // Devices, OTA, the EV charger app and Application Engineering.
  'GET /api/Devices/GetAll': { query: deviceListQuerySchema },
  'GET /api/Devices/GetFilters': {},
  'GET /api/Devices/GetDevice': { query: idQuerySchema },
  'GET /api/Devices/GetTelemetry': { query: telemetryQuerySchema },
  'GET /api/Devices/GetEvents': { query: deviceEventsQuerySchema },
  'POST /api/Devices/Register': { body: registerDeviceRequestSchema },
  'POST /api/Devices/IssueSecret': { query: idQuerySchema },
  'GET /api/Devices/GetAssignees': {},
  'PUT /api/Devices/Update': { query: idQuerySchema, body: updateDeviceRequestSchema },
  'POST /api/Devices/Decommission': { query: idQuerySchema, body: decommissionRequestSchema },
  'POST /api/Devices/Recommission': { query: idQuerySchema },
  'GET /api/Sites/GetAll': {},
  'GET /api/Sites/GetSite': { query: idQuerySchema },
  'GET /api/Ota/GetProducts': { query: productListQuerySchema },
  'POST /api/Ota/CreateProduct': { body: productRequestSchema },
  'PUT /api/Ota/UpdateProduct': { query: otaIdQuerySchema, body: productRequestSchema },
  'DELETE /api/Ota/DeleteProduct': { query: otaIdQuerySchema },
  'GET /api/SavedReplies/GetAll': {},
  // Agents' Web Push (plugins/agent-push).
  'GET /api/agent-push/key': {},
  'PUT /api/agent-push/subscription': { body: pushSubscriptionSchema },
  'DELETE /api/agent-push/subscription': { body: pushUnsubscribeSchema },
  'GET /api/LiveChat/GetCustomerContext': { query: customerContextQuerySchema },
  'POST /api/SavedReplies/Create': { body: savedReplyRequestSchema },
  'PUT /api/SavedReplies/Update': { query: savedReplyIdParamSchema, body: savedReplyRequestSchema },
  'DELETE /api/SavedReplies/Delete': { query: savedReplyIdParamSchema },
  'GET /api/Ota/GetComponents': { query: componentListQuerySchema },
  'POST /api/Ota/CreateComponent': { body: componentRequestSchema },
  'PUT /api/Ota/UpdateComponent': { query: otaIdQuerySchema, body: componentRequestSchema },
  'DELETE /api/Ota/DeleteComponent': { query: otaIdQuerySchema },
  'GET /api/Ota/GetReleases': { query: releaseListQuerySchema },
  'POST /api/Ota/UploadFirmware': { multipart: { fields: [...UPLOAD_FIRMWARE_FIELDS], files: ['file'] } },
  'GET /api/Ota/GetRelease': { query: otaIdQuerySchema },
  'POST /api/Ota/CreateRollout': { body: createRolloutRequestSchema },
  'GET /api/EvCharging/GetDashboard': {},
  'POST /api/EvCharging/Connect': { body: connectRequestSchema },
  'GET /api/EvCharging/GetSession': { query: transactionQuerySchema },
  'POST /api/EvCharging/Start': { body: currentLimitRequestSchema },
  'POST /api/EvCharging/SetCurrentLimit': { body: currentLimitRequestSchema },
  'POST /api/EvCharging/Stop': { body: sessionIdRequestSchema },
  'GET /api/EvCharging/GetHistory': { query: historyQuerySchema },
  'GET /api/EvCharging/GetTransaction': { query: transactionQuerySchema },
  'GET /api/DeviceLink/Firmware': { query: firmwareDownloadQuerySchema },
  'GET /api/Config/Public': {},
  'GET /agent-service/agents/availability': {},
  'GET /api/Captcha/Challenge': {},
  'POST /api/CDN/UploadBotImage': { multipart: { fields: ['sessionKey'], files: ['media'] } },
  'DELETE /api/CDN/DeleteSessionMedia': { query: chatUserQuerySchema },
  'POST /api/LiveChat/RateChat': { body: rateChatSchema },
  'POST /api/LiveChat/EmailTranscript': { body: emailTranscriptSchema },
  'POST /api/Email/ContactUs': { body: contactEmailRequestSchema },
  'POST /api/Email/Subscribe': { body: subscribeRequestSchema },
  'POST /api/Email/Unsubscribe': { body: unsubscribeRequestSchema },
  'POST /api/FormSubmission/CreateTicket': { body: contactTicketRequestSchema },
  'GET /api/Feed/GetAllFeedUser': { query: feedPageQuerySchema },
  'GET /api/Feed/GetAllFeedAdmin': { query: feedAdminListQuerySchema },
  'GET /api/Feed/GetAllCaseStudy': { query: caseStudyQuerySchema },
  'GET /api/Feed/GetAllExternalLinks': { query: feedPageQuerySchema },
  'GET /api/Feed/GetAllYoutube': { query: feedPageQuerySchema },
  'GET /api/Feed/GetAllLinkedIn': { query: feedPageQuerySchema },
  'GET /api/Feed/GetFeedById': { query: feedIdQuerySchema },
  'POST /api/Feed/CreateFeed': { body: feedRequestSchema },
  'PUT /api/Feed/UpdateFeed': { query: feedIdQuerySchema, body: feedRequestSchema },
  'POST /api/Feed/UploadFeedMedia': {
    query: feedMediaUploadQuerySchema,
    multipart: { fields: ['isDefault'], files: ['file'] },
  },
  'POST /api/Feed/PublishFeed': { query: feedIdQuerySchema },
  'DELETE /api/Feed/DeleteFeed': { query: feedIdQuerySchema },
  'DELETE /api/Feed/DeleteFeedMedia': { query: feedIdQuerySchema },
  'GET /api/Feed/GetAllSocialAdmin': { query: socialItemListQuerySchema },
  'POST /api/Feed/CreateSocialItem': { multipart: { fields: ['kind', 'heading', 'link'], files: ['image'] } },
  'PUT /api/Feed/UpdateSocialItem': {
    query: socialItemIdQuerySchema,
    multipart: { fields: ['heading', 'link'], files: ['image'] },
  },
  'POST /api/Feed/MoveSocialItem': { query: socialItemMoveQuerySchema },
  'DELETE /api/Feed/DeleteSocialItem': { query: socialItemIdQuerySchema },
  'POST /api/Lead/WebToLead': { body: leadPostSchema },
  'POST /api/Auth/AuthTokenLogin': { body: loginRequestSchema },
  'POST /api/Auth/DismissWelcomePopup': { query: userIdQuerySchema, body: 'boolean' },
  'POST /api/Auth/DismissSafetyCheck': { query: dismissSafetyCheckQuerySchema },
  'GET /api/Account/Profile': {},
  'PUT /api/Account/Profile': { body: updateProfileRequestSchema },
  'POST /api/Account/ChangePassword': { body: changePasswordRequestSchema },
  'GET /api/Users/GetAll': { query: userListQuerySchema },
  'POST /api/Users/Create': { body: createUserRequestSchema },
  'PUT /api/Users/Update': { query: userIdParamSchema, body: updateUserRequestSchema },
  'POST /api/Users/Deactivate': { query: userIdParamSchema },
  'GET /api/Notification/GetAllNotification': {},
  'PUT /api/Notification/UpdateMaintenance': { body: updateMaintenanceRequestSchema },
  'GET /api/HomeConfiguration/GetHero': {},
  'GET /api/HomeConfiguration/GetAll': {},
  'PUT /api/HomeConfiguration/UpdateSeo': { body: updateSeoRequestSchema },
  'PUT /api/HomeConfiguration/UpdateHero': { body: updateHeroRequestSchema },
  'POST /api/JobApply/CreateJobApplication': {
    multipart: { fields: fieldsOf(jobApplicationFieldsSchema), files: ['Attachments'] },
  },
  'GET /api/JobApply/GetAllJobApplications': { query: jobApplicationListQuerySchema },
  'GET /api/JobApply/DownloadCv': { query: jobApplicationIdQuerySchema },
  'GET /api/Inquiries/GetAllInquiries': { query: inquiryListQuerySchema },
  'GET /api/Inquiries/GetInquiry': { query: inquiryIdQuerySchema },
  'POST /api/Inquiries/RetryLeg': { body: retryLegRequestSchema },
  'GET /api/Inquiries/GetQuoteRequests': { query: quoteListQuerySchema },
  'PUT /api/Inquiries/SetQuoteStatus': { body: setQuoteStatusRequestSchema },
  'GET /api/Inquiries/DownloadAttachment': { query: attachmentIdQuerySchema },
  'GET /api/Tickets/GetAllTickets': { query: ticketListQuerySchema },
  'GET /api/Tickets/GetTicket': { query: ticketKeyQuerySchema },
  'PUT /api/Tickets/SetStatus': { body: setTicketStatusRequestSchema },
  'PUT /api/Tickets/Assign': { body: assignTicketRequestSchema },
  'POST /api/Tickets/AddComment': { body: addTicketCommentRequestSchema },
  'GET /api/Tickets/DownloadAttachment': { query: ticketAttachmentQuerySchema },
  'GET /api/Tickets/GetSupportDashboard': { query: ticketDashboardQuerySchema },
  'GET /api/Tickets/GetMprDashboard': { query: ticketDashboardQuerySchema },
  'GET /api/ChatAnalysis/GetOverview': { query: chatAnalysisQuerySchema },
  'GET /api/ChatAnalysis/GetQuestions': { query: chatAnalysisQuerySchema },
  'GET /api/ChatAnalysis/GetHandoffs': { query: chatAnalysisQuerySchema },
  'GET /api/ChatAnalysis/GetSafety': { query: chatAnalysisQuerySchema },
  'GET /api/ChatAnalysis/GetConversations': { query: conversationListQuerySchema },
  'GET /api/ChatAnalysis/GetHandoffList': { query: handoffListQuerySchema },
  'GET /api/ChatAnalysis/GetAcknowledgements': { query: acknowledgementListQuerySchema },
  'GET /api/ChatAnalysis/GetTranscript': { query: transcriptQuerySchema },
  'GET /api/Dashboards/GetExecutiveDashboard': { query: executiveDashboardQuerySchema },
  'POST /agent-service/contact-us-chatbot': {
    query: chatUserQuerySchema,
    multipart: { fields: fieldsOf(chatFormFieldsSchema('contact')), files: ['files'] },
  },
  'POST /agent-service/submit-image-form': {
    query: chatUserQuerySchema,
    multipart: { fields: fieldsOf(chatFormFieldsSchema('images')), files: ['files'] },
  },
  'GET /bot/media/:id/:name': { params: ['id', 'name'] },
  'GET /bot/:bot/answer': { params: ['bot'], query: botAnswerQuerySchema },
  'POST /bot/:bot/agent': { params: ['bot'], query: chatUserQuerySchema, body: chatLogEntrySchema },
  'POST /bot/:bot/delete_history': { params: ['bot'], query: chatUserQuerySchema, body: 'none' },
  'POST /bot/:bot/feedback': { params: ['bot'], query: chatUserQuerySchema, body: botFeedbackRequestSchema },
  'POST /bot/:bot/upload_attachments': {
    params: ['bot'],
    query: uploadAttachmentsQuerySchema,
    multipart: { fields: [], files: ['files'] },
  },
  'POST /bot/:bot/contact_form': {
    params: ['bot'],
    query: contactFormQuerySchema,
    body: chatFormRecordSchema,
  },
};

/** The keys of an object schema (of each of a union's), through refinements and transforms. */
export function fieldsOf(schema: z.ZodType): string[] {
  let current: unknown = schema;
  for (let hops = 0; hops < 5 && current; hops++) {
    const shape = (current as { shape?: object }).shape;
    if (shape) return Object.keys(shape);
    const options = (current as { options?: z.ZodType[] }).options;
    if (options) return [...new Set(options.flatMap(fieldsOf))];
    const def = (current as { def?: { in?: unknown; schema?: unknown; innerType?: unknown } }).def;
    current = def?.in ?? def?.schema ?? def?.innerType;
  }
  return [];
}
