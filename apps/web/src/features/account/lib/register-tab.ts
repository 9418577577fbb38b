export type RegisterTab = 'username' | 'mobileNum';

/** R-REG-02: the mobile tab first only when mobile registration is on and username registration off. */
export function initialRegisterTab(methods: { username: boolean; mobile: boolean }): RegisterTab {
  return methods.mobile && !methods.username ? 'mobileNum' : 'username';
}
