/** The react-admin resource, also the route of spec §2 ('/service-provider'). */
export const SERVICE_PROVIDER_RESOURCE = 'service-provider';
