#import <Foundation/Foundation.h>
struct LKSize {
    CGFloat width;
    CGFloat height;
};
@interface LKThing : NSObject
@property (nonatomic, copy) NSString *title;
@property (nonatomic) CGFloat width;
@end
